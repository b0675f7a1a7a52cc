import { type ComposedMail, escapeHtml, singleLine } from '@/features/forms/mail'
import { formatMoment } from '@/i18n/dates'
import type { Locale } from '@/i18n/locales'
import type { ValidReport } from './schema'
import { fill, type ReportStrings } from './text'

type ReportMailContext = {
  reference: string
  receivedAt: Date
  deadline: Date
  /** The report's page in the admin. */
  adminUrl: string
  pvMailbox: string[]
}

/**
 * The reporter's confirmation, in the form's language: the reference number and fixed text only. The
 * address is whatever the visitor typed, so the mail carries nothing the visitor wrote (no relay).
 */
export function composeReportConfirmation(
  to: string,
  strings: ReportStrings,
  locale: Locale,
  context: Pick<ReportMailContext, 'reference' | 'receivedAt' | 'pvMailbox'>,
): ComposedMail {
  const values = { reference: context.reference, receivedAt: formatMoment(context.receivedAt, locale) }
  const paragraphs = [fill(strings.mail.summaryIntro, values), strings.mail.summaryOutro]
  return {
    to: [singleLine(to)],
    subject: singleLine(fill(strings.mail.summarySubject, values)),
    replyTo: { name: '', address: context.pvMailbox[0] ?? '' },
    html: [
      '<!doctype html><html><body>',
      ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
      '</body></html>',
    ].join('\n'),
    text: `${paragraphs.join('\n\n')}\n`,
  }
}

/** The notice to the pharmacovigilance mailbox: number, kind, times and a link to the admin; no health details. */
export function composePvNotification(
  report: Pick<ValidReport, 'kind'>,
  strings: ReportStrings,
  locale: Locale,
  context: ReportMailContext,
): ComposedMail {
  const values = {
    reference: context.reference,
    kind: strings.kinds[report.kind],
    receivedAt: formatMoment(context.receivedAt, locale),
    deadline: formatMoment(context.deadline, locale),
  }
  const text = fill(strings.mail.notificationText, values)
  return {
    to: context.pvMailbox,
    subject: singleLine(fill(strings.mail.notificationSubject, values)),
    html: [
      '<!doctype html><html><body>',
      `<p>${escapeHtml(text)}</p>`,
      `<p>${escapeHtml(strings.mail.notificationLink)} <a href="${escapeHtml(context.adminUrl)}">${escapeHtml(context.adminUrl)}</a></p>`,
      '</body></html>',
    ].join('\n'),
    text: `${text}\n\n${strings.mail.notificationLink} ${context.adminUrl}\n`,
  }
}
