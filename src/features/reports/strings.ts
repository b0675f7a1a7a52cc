import type { Locale } from '@/i18n/locales'
import en from '../../../messages/en.json'
import hr from '../../../messages/hr.json'
import type { ReportStrings } from './text'

const messages = { hr, en } as const

/** The report texts of a locale, read straight from the message files (the endpoint and mail use them too). */
export function reportStrings(locale: Locale): ReportStrings {
  return { ...messages[locale].Report, formOffline: messages[locale].Connection.formOffline }
}
