'use client'

import { useState } from 'react'
import { useOnlineStatus } from '@/components/site/useOnlineStatus'
import type { PostFormOptions, Submission } from './postForm'

/**
 * Sends a public form: refuses while offline (`useOnlineStatus`), then posts it (`postForm`, whose code loads
 * with the first send: a page with a form ships only this). The bot check starts afresh after every attempt,
 * because a solution is accepted once.
 */
export function useFormSubmission<Answer extends object>(options: PostFormOptions) {
  const online = useOnlineStatus()
  const [sending, setSending] = useState(false)

  const submit = async (body: object | FormData): Promise<Submission<Answer>> => {
    if (!online) return { ok: false, attempted: false, error: options.texts.offline, fieldErrors: {} }
    setSending(true)
    try {
      // Its code not arriving is a failed send, as a network failure is.
      const sender = await import('./postForm').catch(() => null)
      if (!sender) return { ok: false, attempted: true, error: null, fieldErrors: {} }
      return await sender.postForm<Answer>(options, body)
    } finally {
      options.botCheck.current?.reset()
      setSending(false)
    }
  }

  return { submit, sending }
}
