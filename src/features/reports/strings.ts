import { botCheckFailureText } from '@/features/forms/botCheck'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import type { ReportStrings } from './text'

/** The report texts of a locale, read straight from the message files (the endpoint and mail use them too). */
export function reportStrings(locale: Locale): ReportStrings {
  const report = messages[locale].Report
  return {
    ...report,
    errors: { ...report.errors, botCheckFailed: botCheckFailureText(report.errors) },
    formOffline: messages[locale].Connection.formOffline,
  }
}
