import type { MarketId } from '@/markets/types'
import type { AdverseReactionReport } from '@/payload-types'
import { payloadClient } from './client'

export type DueReport = Pick<AdverseReactionReport, 'id' | 'reference' | 'kind' | 'status' | 'deadline'>

/** The open (not closed) reports of a market whose deadline falls before a moment, the most urgent first. */
export async function listOpenReportsDueBy(market: MarketId, moment: Date): Promise<DueReport[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'adverse-reaction-reports',
    where: {
      and: [
        { market: { equals: market } },
        { status: { not_equals: 'closed' } },
        { deadline: { less_than_equal: moment.toISOString() } },
      ],
    },
    sort: 'deadline',
    pagination: false,
    depth: 0,
    select: { reference: true, kind: true, status: true, deadline: true },
    overrideAccess: true,
  })
  return docs
}

/** Whether a deadline reminder to these recipients was queued since a moment (one reminder a day, whoever runs it). */
export async function deadlineReminderQueuedSince(recipients: string[], since: Date): Promise<boolean> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({
    collection: 'mail-outbox',
    where: {
      and: [
        { deadlineReminder: { equals: true } },
        { to: { in: recipients } },
        { createdAt: { greater_than_equal: since.toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}
