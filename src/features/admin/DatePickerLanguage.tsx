'use client'

import { useTranslation } from '@payloadcms/ui'
import type { Locale as DateLocale } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { hr } from 'date-fns/locale/hr'
import { sl } from 'date-fns/locale/sl'
import type React from 'react'
import { registerLocale, setDefaultLocale } from 'react-datepicker'

/** The admin languages' date-fns locales, under the names Payload's date picker registers them. */
const pickerLocales: Record<string, [name: string, locale: DateLocale]> = {
  hr: ['hr', hr],
  sl: ['sl', sl],
  en: ['enUS', enUS],
}

/**
 * Payload's date picker registers the staff member's language in an effect, after it has already written its
 * value once in American English ("Nov 29, 2026, 3:16 AM" in the Croatian admin), and nothing renders it again.
 * Around the admin, this registers the language before any picker renders. In the browser only: react-datepicker
 * keeps its default language in a global, which on the server every request would share.
 */
export function DatePickerLanguage({ children }: { children?: React.ReactNode }) {
  const { i18n } = useTranslation()
  const picker = pickerLocales[i18n.language]
  if (picker && typeof window !== 'undefined') {
    registerLocale(...picker)
    setDefaultLocale(picker[0])
  }
  return children
}
