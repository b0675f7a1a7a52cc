/** The reports collection's slug and export formats, shared by the server and the admin's export buttons. */
export const reportsCollection = 'adverse-reaction-reports'
export const exportFormats = ['json', 'csv'] as const
export type ExportFormat = (typeof exportFormats)[number]

/** A report is due soon when it is not closed and its deadline has passed or falls within these days. */
export const reminderWindowDays = 3

/** The end of the reminder window: reports with a deadline up to this moment are due soon. */
export function dueSoonLimit(now: Date): Date {
  return new Date(now.getTime() + reminderWindowDays * 24 * 60 * 60_000)
}

/**
 * The admin list's query showing the reports due soon (open, deadline within the window or past) as of a
 * moment, of one market or of all.
 */
export function dueSoonListQuery(now: Date, market?: string): string {
  return new URLSearchParams({
    'where[and][0][status][not_equals]': 'closed',
    'where[and][1][deadline][less_than_equal]': dueSoonLimit(now).toISOString(),
    ...(market ? { 'where[and][2][market][equals]': market } : {}),
    sort: 'deadline',
  }).toString()
}
