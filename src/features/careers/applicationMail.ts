import { type ComposedMail, escapeHtml, singleLine } from '@/features/forms/mail'
import { formatMoment } from '@/i18n/dates'
import type { Locale } from '@/i18n/locales'
import { applicationMailStrings } from './applicationStrings'

type NoticeContext = {
  hrMailbox: string[]
  /** The language of the market's HR staff. */
  locale: Locale
  receivedAt: Date
  /** The application's page in the admin. */
  adminUrl: string
}

/**
 * The notice to the HR mailbox: the posting (or an open application), the applicant's name, the time and a
 * link to the admin, where HR staff read the rest. Neither the CV nor the message travels by mail.
 */
export function composeApplicationNotice(
  application: { name: string; postingTitle: string | null },
  { hrMailbox, locale, receivedAt, adminUrl }: NoticeContext,
): ComposedMail {
  const strings = applicationMailStrings(locale)
  const text = strings.text({ name: singleLine(application.name), receivedAt: formatMoment(receivedAt, locale) })
  return {
    to: hrMailbox,
    subject: singleLine(strings.subject(application.postingTitle)),
    html: [
      '<!doctype html><html><body>',
      `<p>${escapeHtml(text)}</p>`,
      `<p>${escapeHtml(strings.link)} <a href="${escapeHtml(adminUrl)}">${escapeHtml(adminUrl)}</a></p>`,
      '</body></html>',
    ].join('\n'),
    text: `${text}\n\n${strings.link} ${adminUrl}\n`,
  }
}
