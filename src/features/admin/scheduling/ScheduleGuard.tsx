'use client'

import { ServerFunctionsContext, useServerFunctions, useTranslation } from '@payloadcms/ui'
import type React from 'react'
import { useMemo } from 'react'
import { adminText } from '@/i18n/adminText'
import { isFutureMoment } from './moment'

type SchedulePublish = ReturnType<typeof useServerFunctions>['schedulePublish']

/**
 * Payload's scheduling dialog reports "scheduled" whatever the server answers (its `schedulePublish` never
 * throws), so a time already past was accepted and the document published a second later. Around the admin,
 * this provider lets `schedulePublish` refuse a time that is not in the future, and fail on a server error, in
 * the staff member's language: the dialog then shows that message instead of its success.
 */
export function ScheduleGuard({ children }: { children?: React.ReactNode }) {
  const functions = useServerFunctions()
  const { i18n } = useTranslation()
  const guarded = useMemo(() => {
    const schedulePublish: SchedulePublish = async (args) => {
      if (!args.deleteID && !isFutureMoment(args.date)) throw new Error(adminText(i18n.language, 'schedule.pastTime'))
      const result = await functions.schedulePublish(args)
      if ((result as { error?: string } | undefined)?.error)
        throw new Error(adminText(i18n.language, 'schedule.failed'))
      return result
    }
    return { ...functions, schedulePublish }
  }, [functions, i18n.language])
  return <ServerFunctionsContext value={guarded}>{children}</ServerFunctionsContext>
}
