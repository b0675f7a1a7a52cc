import type { JobsConfig, TaskConfig } from 'payload'
import { isAdminUser } from '@/access/roles'
import { purgeExpiredContactMessages } from '@/collections/retention'
import { errorKind } from './logging'
import { settings } from './settings'

/**
 * Background work runs as jobs of Payload's queue: any instance's cron picks a job up. Payload's own claim of a
 * job (find, then update) is not atomic across instances, so a task may run in two processes at once: each task
 * must be safe to run twice (the mail delivery claims every mail atomically; the retention sweeps only delete;
 * the deadline reminder looks for the day's reminder in the outbox first, which two runs at the same moment can
 * both miss).
 */
type BackgroundTaskSlug =
  | 'deliver-mail'
  | 'report-retention'
  | 'application-retention'
  | 'deadline-reminder'
  | 'finished-jobs-cleanup'
type BackgroundTask = () => Promise<void>

/**
 * The tasks' handlers are registered by the server at start (`src/server/startup.ts`), on `globalThis`: Next
 * bundles this module into several chunks, and a module-level map in one would be empty in another.
 */
const registryKey = Symbol.for('medical-wholesaler.background-tasks')
type BeforeSchedule = NonNullable<NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']>

function taskRegistry(): Map<BackgroundTaskSlug, BackgroundTask> {
  const scope = globalThis as { [registryKey]?: Map<BackgroundTaskSlug, BackgroundTask> }
  scope[registryKey] ??= new Map()
  return scope[registryKey]
}

/** Gives a background task the work it does in this process. */
export function onBackgroundTask(slug: BackgroundTaskSlug, run: BackgroundTask): void {
  taskRegistry().set(slug, run)
}

/** The queue of the outbox: any instance runs its jobs within a second of their creation. */
export const mailQueue = 'mail'
const maintenanceQueue = 'maintenance'
/** Where the admin queues a scheduled publication: Payload's default queue. */
const schedulePublishQueue = 'default'

/**
 * Schedules a task's next run unless one waits already. Payload's default also waits for a job still marked
 * as processing, which a killed process leaves behind for good: the task would never be scheduled again.
 */
const unlessOneWaits: BeforeSchedule = async ({ queueable, req }) => {
  const waiting = await req.payload.db.count({
    collection: 'payload-jobs',
    req,
    where: {
      and: [
        { queue: { equals: queueable.scheduleConfig.queue } },
        { taskSlug: { equals: queueable.taskConfig?.slug } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { processing: { equals: false } },
      ],
    },
  })
  return { shouldSchedule: waiting.totalDocs === 0, waitUntil: queueable.waitUntil }
}

function backgroundTask(slug: BackgroundTaskSlug, schedule: { cron: string; queue: string }): TaskConfig {
  return {
    slug,
    retries: 0,
    schedule: [{ ...schedule, hooks: { beforeSchedule: unlessOneWaits } }],
    handler: async () => {
      const run = taskRegistry().get(slug)
      if (!run) throw new Error(`The background task ${slug} has no handler in this process.`)
      await run()
      return { output: {} }
    },
  }
}

/**
 * Contact messages older than CONTACT_RETENTION_DAYS (default 365) go with their mail. It needs only the
 * database, so its handler is its own and not registered at start. A failure fails the job with its kind only,
 * never with the rows it touched.
 */
const contactRetention: TaskConfig = {
  slug: 'contact-retention',
  retries: 0,
  schedule: [{ cron: '45 * * * *', queue: maintenanceQueue, hooks: { beforeSchedule: unlessOneWaits } }],
  handler: async ({ req }) => {
    try {
      await purgeExpiredContactMessages(req.payload, settings().contact.retentionDays)
    } catch (error) {
      throw new Error(`Contact retention failed (${errorKind(error)})`)
    }
    return { output: {} }
  },
}

/**
 * `deliver-mail` runs when a mail is queued (a job written with the mail) and every 15 s (retries after a
 * backoff, mail whose sender died); `report-retention`, `application-retention`, `deadline-reminder`,
 * `finished-jobs-cleanup` and `contact-retention` every hour. The crons run only in a server started by
 * `src/server/startup.ts` (Payload starts them for `getPayload({ cron: true })`), never in the build or a script.
 */
export const backgroundJobs: JobsConfig = {
  tasks: [
    backgroundTask('deliver-mail', { cron: '*/15 * * * * *', queue: mailQueue }),
    backgroundTask('report-retention', { cron: '0 * * * *', queue: maintenanceQueue }),
    backgroundTask('application-retention', { cron: '15 * * * *', queue: maintenanceQueue }),
    backgroundTask('deadline-reminder', { cron: '5 * * * *', queue: maintenanceQueue }),
    backgroundTask('finished-jobs-cleanup', { cron: '30 * * * *', queue: maintenanceQueue }),
    contactRetention,
  ],
  autoRun: [
    { cron: '* * * * * *', queue: mailQueue, limit: 10, disableScheduling: true, silent: true },
    // Queues `deliver-mail`'s own 15 s schedule (scheduling runs only in an autoRun that does not disable it).
    { cron: '*/15 * * * * *', queue: mailQueue, limit: 10, silent: true },
    // Scheduled publications (Payload's `schedulePublish` task, on its default queue) within 5 s of their time.
    { cron: '*/5 * * * * *', queue: schedulePublishQueue, limit: 10, disableScheduling: true, silent: true },
    { cron: '* * * * *', allQueues: true, limit: 10, silent: true },
  ],
  // A job two instances both took is updated by the second after the first finished it; were it deleted then,
  // Payload's update would fail inside a transaction it never ends, and the leaked connections would exhaust
  // the pool. Finished jobs are kept, and swept hourly by `finished-jobs-cleanup`.
  deleteJobOnComplete: false,
  // The crons run the queue; by hand (`/api/payload-jobs/run`) only an administrator may, not any staff role.
  access: { run: ({ req }) => isAdminUser(req.user) },
}
