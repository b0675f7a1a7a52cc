import { payloadClient } from './client'

/** How long a finished job stays in the queue's table, readable in the admin, before it is deleted. */
const keepFinishedJobsMs = 24 * 60 * 60_000

/** Deletes the jobs of the queue that completed more than a day ago. */
export async function deleteFinishedJobs(now: Date = new Date()): Promise<void> {
  const payload = await payloadClient()
  await payload.delete({
    collection: 'payload-jobs',
    where: { completedAt: { less_than: new Date(now.getTime() - keepFinishedJobsMs).toISOString() } },
    overrideAccess: true,
  })
}
