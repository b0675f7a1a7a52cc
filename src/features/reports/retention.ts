import type { Payload } from 'payload'
import { reportsCollection } from './collection'

const sweepIntervalMs = 60 * 60_000

/**
 * Deletes the closed reports received more than `retentionDays` ago, with their mail (the reporter's
 * summary holds the answers). Open reports are kept whatever their age. Returns how many went.
 */
export async function purgeExpiredReports(payload: Payload, retentionDays: number, now: Date = new Date()) {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60_000).toISOString()
  const { docs } = await payload.find({
    collection: reportsCollection,
    where: { and: [{ status: { equals: 'closed' } }, { receivedAt: { less_than: before } }] },
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  const ids = docs.map((doc) => doc.id)
  if (ids.length === 0) return 0
  await payload.delete({ collection: 'mail-outbox', where: { report: { in: ids } }, overrideAccess: true })
  await payload.delete({ collection: reportsCollection, where: { id: { in: ids } }, overrideAccess: true })
  return ids.length
}

let timer: NodeJS.Timeout | undefined

/** With REPORT_RETENTION_DAYS set, this process deletes expired reports at start and every hour. */
export function startReportRetention(payload: Payload, retentionDays: number | null): void {
  if (timer || retentionDays === null) return
  const sweep = () => {
    purgeExpiredReports(payload, retentionDays).catch((error: unknown) =>
      payload.logger.error(`Report retention failed (${error instanceof Error ? error.name : typeof error})`),
    )
  }
  timer = setInterval(sweep, sweepIntervalMs)
  timer.unref()
  sweep()
}
