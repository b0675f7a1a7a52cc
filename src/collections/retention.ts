import type { Payload, Where } from 'payload'

/**
 * Deletes the reports or contact messages a query finds, with the mail in the outbox that was written for them
 * (the mail holds what they held); returns how many went. Only their own mail goes.
 */
export async function deleteWithTheirMail(
  payload: Payload,
  collection: 'adverse-reaction-reports' | 'contact-messages',
  where: Where,
): Promise<number> {
  const { docs } = await payload.find({
    collection,
    where,
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  const ids = docs.map((doc) => doc.id)
  if (ids.length === 0) return 0
  const mailField = collection === 'contact-messages' ? 'contactMessage' : 'report'
  await payload.delete({ collection: 'mail-outbox', where: { [mailField]: { in: ids } }, overrideAccess: true })
  await payload.delete({ collection, where: { id: { in: ids } }, overrideAccess: true })
  return ids.length
}

/** The hourly `contact-retention` sweep: contact messages older than `retentionDays` go, with their mail. */
export function purgeExpiredContactMessages(
  payload: Payload,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60_000)
  return deleteWithTheirMail(payload, 'contact-messages', { createdAt: { less_than: before.toISOString() } })
}
