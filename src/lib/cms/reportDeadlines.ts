import { dueSoonWhere } from '@/collections/AdverseReactionReports/constants'
import type { MarketId } from '@/markets/types'
import type { AdverseReactionReport } from '@/payload-types'
import { payloadClient } from './client'

export type DueReport = Pick<AdverseReactionReport, 'id' | 'reference' | 'kind' | 'status' | 'deadline'>

/** A market's reports due soon as of a moment (see `dueSoonWhere`), the most urgent first. */
export async function listReportsDueSoon(market: MarketId, now: Date): Promise<DueReport[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'adverse-reaction-reports',
    where: dueSoonWhere(now, market),
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
