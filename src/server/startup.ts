import { SettingsError, settings } from '@/config/settings'

/**
 * What the server does once at start (from `src/instrumentation.ts`): every setting is checked, and a
 * wrong or missing one stops the server with a message that names it. Then Payload starts (imported only
 * now: its config reads the settings), and the background work of this process: the mail delivery loop
 * (mail waiting in the outbox goes out without waiting for a request), the report retention sweep and the
 * reports' daily deadline reminder.
 */
export async function startServer(): Promise<void> {
  let checked: ReturnType<typeof settings>
  try {
    checked = settings()
  } catch (error) {
    console.error(error instanceof SettingsError ? error.message : error)
    process.exit(1)
  }
  const [{ connectCms }, { startMailDelivery }, { startReportRetention }, { startDeadlineReminders }, { marketRules }] =
    await Promise.all([
      import('@/lib/cms/client'),
      import('@/features/forms/mailDelivery'),
      import('@/features/reports/retention'),
      import('@/features/reports/deadlineReminder'),
      import('@/markets/rules'),
    ])
  await connectCms()
  startMailDelivery(checked.mail)
  startReportRetention(checked.reports.retentionDays)
  startDeadlineReminders({
    market: marketRules[checked.market],
    pvMailbox: checked.reports.pvMailbox,
    siteUrl: checked.siteUrls[checked.market],
  })
}
