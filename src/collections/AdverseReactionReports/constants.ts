import type { Where } from 'payload'
import { stringify } from 'qs-esm'

/** The reports collection's slug and export formats, shared by the server and the admin's export buttons. */
export const reportsCollection = 'adverse-reaction-reports'
export const exportFormats = ['json', 'csv'] as const
export type ExportFormat = (typeof exportFormats)[number]

/** A report is due soon when it is not closed and its deadline has passed or falls within these days. */
export const reminderWindowDays = 3

/** The end of the reminder window: reports with a deadline up to this moment are due soon. */
function dueSoonLimit(now: Date): Date {
  return new Date(now.getTime() + reminderWindowDays * 24 * 60 * 60_000)
}

/** The reports due soon as of a moment (open, deadline within the window or past), of one market or of all. */
export function dueSoonWhere(now: Date, market?: string): Where {
  return {
    and: [
      { status: { not_equals: 'closed' } },
      { deadline: { less_than_equal: dueSoonLimit(now).toISOString() } },
      ...(market ? [{ market: { equals: market } }] : []),
    ],
  }
}

/** The admin list's query showing the reports due soon, the most urgent first. */
export function dueSoonListQuery(now: Date, market?: string): string {
  return stringify({ where: dueSoonWhere(now, market), sort: 'deadline' }, { encode: true })
}
