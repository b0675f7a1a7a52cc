import type { Payload, Where } from 'payload'

type UpcomingSchedule = { type: 'publish' | 'unpublish'; at: Date }

/** Payload's `schedulePublish` jobs still to come, of the documents the condition names. */
export function pendingSchedules(documents: Where): Where {
  return {
    and: [
      { taskSlug: { equals: 'schedulePublish' } },
      { completedAt: { exists: false } },
      { waitUntil: { greater_than: new Date().toISOString() } },
      documents,
    ],
  }
}

/** The publications and withdrawals still to come for a document, soonest first (Payload's `schedulePublish` jobs). */
export async function upcomingSchedules(payload: Payload, collection: string, id: string): Promise<UpcomingSchedule[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    depth: 0,
    limit: 10,
    sort: 'waitUntil',
    overrideAccess: true,
    where: pendingSchedules({
      and: [{ 'input.doc.relationTo': { equals: collection } }, { 'input.doc.value': { equals: id } }],
    }),
  })
  return docs.flatMap((job) => {
    const input = job.input as { type?: string } | undefined
    return job.waitUntil
      ? [{ type: input?.type === 'unpublish' ? 'unpublish' : 'publish', at: new Date(job.waitUntil) }]
      : []
  })
}
