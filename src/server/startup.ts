import { SettingsError, settings } from '@/config/settings'

/**
 * What the server does once at start (from `src/instrumentation.ts`): every setting is checked, and a
 * wrong or missing one stops the server with a message that names it. Then Payload starts (imported only
 * now: its config reads the settings; the site search's index is built if a database has none yet), and the
 * background work of this process: the mail delivery loop (mail waiting in the outbox goes out without
 * waiting for a request) and the report retention sweep.
 */
export async function startServer(): Promise<void> {
  let checked: ReturnType<typeof settings>
  try {
    checked = settings()
  } catch (error) {
    console.error(error instanceof SettingsError ? error.message : error)
    process.exit(1)
  }
  const [{ connectCms }, { ensureSearchIndex }, { startMailDelivery }, { startReportRetention }] = await Promise.all([
    import('@/lib/cms/client'),
    import('@/lib/cms/search'),
    import('@/features/forms/mailDelivery'),
    import('@/features/reports/retention'),
  ])
  await connectCms()
  await ensureSearchIndex()
  startMailDelivery(checked.mail)
  startReportRetention(checked.reports.retentionDays)
}
