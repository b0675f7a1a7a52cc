import { builtSiteUrls, SettingsError, settings } from '@/config/settings'
import { trustCacheFrom } from '../../server/cacheFreshness.mjs'
import { onShutdown } from './shutdown'

/**
 * What the server does once at start (from `src/instrumentation.ts`): every setting is checked, and a
 * wrong or missing one stops the server with a message that names it; the cache is trusted only from now
 * when the build's public addresses are not this server's. Then this process's part of the
 * background tasks is registered (mail delivery, report and application retention, the reports' daily deadline reminder:
 * `src/config/jobs.ts`) with how each stops
 * at shutdown; with MIGRATE_AT_START the database's pending migrations are applied; and Payload starts
 * (imported only now: its config reads the settings) with its job queue's crons, which run the tasks' jobs; each searched
 * collection's part of the site search's index is built if the database has none yet.
 */
export async function startServer(): Promise<void> {
  let checked: ReturnType<typeof settings>
  try {
    checked = settings()
  } catch (error) {
    console.error(error instanceof SettingsError ? error.message : error)
    process.exit(1)
  }
  // One build serves staging and production: pages the build rendered with other public addresses than this
  // server's are rendered anew on their first request, as is what an earlier run of the server cached.
  const built = builtSiteUrls()
  if (built && JSON.stringify(built) !== JSON.stringify(checked.siteUrls)) trustCacheFrom(Date.now())
  const [
    { connectCms, stopBackgroundJobs },
    { migrateCmsDatabase },
    { ensureSearchIndex },
    { deleteFinishedJobs },
    { onBackgroundTask },
    { mailDelivery },
    { reportRetention },
    { applicationRetention },
    { deadlineReminder },
    { marketRules },
  ] = await Promise.all([
    import('@/lib/cms/client'),
    import('@/lib/cms/migrate'),
    import('@/lib/cms/search'),
    import('@/lib/cms/finishedJobs'),
    import('@/config/jobs'),
    import('@/features/forms/mailDelivery'),
    import('@/features/reports/retention'),
    import('@/features/careers/applicationRetention'),
    import('@/features/reports/deadlineReminder'),
    import('@/markets/rules'),
  ])
  const delivery = mailDelivery(checked.mail)
  onBackgroundTask('deliver-mail', delivery.run)
  onBackgroundTask('report-retention', reportRetention(checked.reports.retentionDays))
  onBackgroundTask('application-retention', applicationRetention(checked.careers.applicationRetentionDays))
  onBackgroundTask(
    'deadline-reminder',
    deadlineReminder({
      market: marketRules[checked.market],
      pvMailbox: checked.reports.pvMailbox,
      siteUrl: checked.siteUrls[checked.market],
    }),
  )
  onBackgroundTask('finished-jobs-cleanup', deleteFinishedJobs)
  onShutdown('background jobs', stopBackgroundJobs)
  onShutdown('mail delivery', delivery.stop)
  // Before the job queue's crons start: their jobs live in tables a migration may create.
  if (checked.migrateAtStart) await migrateCmsDatabase()
  await connectCms()
  await ensureSearchIndex()
}
