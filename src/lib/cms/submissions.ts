import type { RequiredDataFromCollectionSlug } from 'payload'
import { payloadClient } from './client'
import type { WriteScope } from './transaction'

/** Stores a contact message (only the contact endpoint writes them). */
export async function saveContactMessage(
  data: RequiredDataFromCollectionSlug<'contact-messages'>,
  scope: WriteScope,
): Promise<number> {
  const payload = await payloadClient()
  const message = await payload.create({ collection: 'contact-messages', data, overrideAccess: true, req: scope })
  return message.id
}

/** Stores an adverse-reaction report (only the report endpoint writes them). */
export async function saveReport(
  data: RequiredDataFromCollectionSlug<'adverse-reaction-reports'>,
  scope: WriteScope,
): Promise<number> {
  const payload = await payloadClient()
  const report = await payload.create({
    collection: 'adverse-reaction-reports',
    data,
    overrideAccess: true,
    req: scope,
  })
  return report.id
}

/** Deletes the closed reports received before a moment, with their mail; returns how many went. */
export async function deleteClosedReportsReceivedBefore(before: Date): Promise<number> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'adverse-reaction-reports',
    where: { and: [{ status: { equals: 'closed' } }, { receivedAt: { less_than: before.toISOString() } }] },
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  const ids = docs.map((doc) => doc.id)
  if (ids.length === 0) return 0
  await payload.delete({ collection: 'mail-outbox', where: { report: { in: ids } }, overrideAccess: true })
  await payload.delete({ collection: 'adverse-reaction-reports', where: { id: { in: ids } }, overrideAccess: true })
  return ids.length
}
