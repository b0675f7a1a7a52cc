import { dueSoonListQuery, reportsCollection } from '@/collections/AdverseReactionReports/constants'
import { errorKind } from '@/config/logging'
import { type ComposedMail, escapeHtml, singleLine } from '@/features/forms/mail'
import { formatMoment } from '@/i18n/dates'
import type { Locale } from '@/i18n/locales'
import { appLogger } from '@/lib/cms/client'
import { enqueueMail } from '@/lib/cms/mailOutbox'
import { type DueReport, deadlineReminderQueuedSince, listReportsDueSoon } from '@/lib/cms/reportDeadlines'
import type { MarketRules } from '@/markets/types'
import { isOverdue } from './deadline'
import { reportStrings } from './strings'
import { fill } from './text'

type ReminderDeps = { market: MarketRules; pvMailbox: string[]; siteUrl: string }

/** The reminder: each report due soon with its deadline (past ones marked) and link; numbers only, no health details. */
function composeDeadlineReminder(reports: DueReport[], locale: Locale, deps: ReminderDeps, now: Date): ComposedMail {
  const strings = reportStrings(locale)
  const adminUrl = (path: string) => new URL(`/admin/collections/${reportsCollection}${path}`, deps.siteUrl).toString()
  const lines = reports.map((report) => {
    const line = fill(strings.mail.reminderLine, {
      reference: report.reference,
      kind: strings.kinds[report.kind],
      deadline: formatMoment(new Date(report.deadline), locale),
    })
    const overdue = isOverdue(report.deadline, report.status, now) ? ` (${strings.mail.reminderOverdue})` : ''
    return { text: `${line}${overdue}`, url: adminUrl(`/${report.id}`) }
  })
  const listUrl = adminUrl(`?${dueSoonListQuery(now, deps.market.id)}`)
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`
  return {
    to: deps.pvMailbox,
    subject: singleLine(fill(strings.mail.reminderSubject, { count: reports.length })),
    html: [
      '<!doctype html><html><body>',
      `<p>${escapeHtml(strings.mail.reminderText)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line.text)}<br>${link(line.url)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(strings.mail.reminderLink)} ${link(listUrl)}</p>`,
      '</body></html>',
    ].join('\n'),
    text: [
      strings.mail.reminderText,
      lines.map((line) => `- ${line.text}\n  ${line.url}`).join('\n'),
      `${strings.mail.reminderLink} ${listUrl}`,
    ].join('\n\n'),
  }
}

/**
 * Queues the day's reminder to the pharmacovigilance mailbox when the market has reports due soon and no
 * reminder went out since midnight (UTC). Returns how many reports it listed (0: no mail).
 */
export async function queueDeadlineReminder(deps: ReminderDeps, now: Date = new Date()): Promise<number> {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  if (await deadlineReminderQueuedSince(deps.pvMailbox, midnight)) return 0
  const reports = await listReportsDueSoon(deps.market.id, now)
  if (reports.length === 0) return 0
  await enqueueMail(composeDeadlineReminder(reports, deps.market.defaultLocale, deps, now), { deadlineReminder: true })
  return reports.length
}

/**
 * This process's part of the hourly `deadline-reminder` task: the first run of a day with reports due soon
 * queues the reminder. A failure is logged by its kind only and fails the job with that kind.
 */
export function deadlineReminder(deps: ReminderDeps): () => Promise<void> {
  return async () => {
    try {
      await queueDeadlineReminder(deps)
    } catch (error) {
      const kind = errorKind(error)
      ;(await appLogger()).error(`Deadline reminder failed (${kind})`)
      throw new Error(`Deadline reminder failed (${kind})`)
    }
  }
}
