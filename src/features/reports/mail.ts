import { type ComposedMail, escapeHtml, multiLineHtml, singleLine } from '@/features/forms/mail'
import type { Locale } from '@/i18n/locales'
import { type AnswerSection, answerSections } from './answers'
import { formatMoment } from './moment'
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

function asHtml(paragraphs: string[], sections: AnswerSection[]): string {
  const body = sections
    .filter((section) => section.rows.length > 0)
    .map(
      (section) =>
        `<h2>${escapeHtml(section.heading)}</h2>\n<dl>${section.rows
          .map(([label, answer]) => `<dt><strong>${escapeHtml(label)}</strong></dt><dd>${multiLineHtml(answer)}</dd>`)
          .join('')}</dl>`,
    )
  return [
    '<!doctype html><html><body>',
    ...paragraphs.map((paragraph) => `<p>${multiLineHtml(paragraph)}</p>`),
    ...body,
    '</body></html>',
  ].join('\n')
}

function asText(paragraphs: string[], sections: AnswerSection[]): string {
  const body = sections
    .filter((section) => section.rows.length > 0)
    .map((section) => [section.heading, ...section.rows.map(([label, answer]) => `${label}: ${answer}`)].join('\n'))
  return [...paragraphs, ...body].join('\n\n')
}

/** The summary the reporter receives, in the form's language; a reply goes to the pharmacovigilance mailbox. */
export function composeReportSummary(
  report: ValidReport,
  to: string,
  strings: ReportStrings,
  locale: Locale,
  context: ReportMailContext,
): ComposedMail {
  const values = { reference: context.reference, receivedAt: formatMoment(context.receivedAt, locale) }
  const intro = fill(strings.mail.summaryIntro, values)
  const sections = answerSections(report, strings)
  return {
    to: [singleLine(to)],
    subject: singleLine(fill(strings.mail.summarySubject, values)),
    replyTo: { name: '', address: context.pvMailbox[0] ?? '' },
    html: asHtml([intro], sections).replace('</body>', `<p>${escapeHtml(strings.mail.summaryOutro)}</p>\n</body>`),
    text: `${asText([intro], sections)}\n\n${strings.mail.summaryOutro}\n`,
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
