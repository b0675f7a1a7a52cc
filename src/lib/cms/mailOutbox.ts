import type { MailOutbox } from '@/payload-types'
import { payloadClient } from './client'
import type { WriteScope } from './transaction'

/** A mail as the outbox keeps it: recipients, subject, an optional reply-to, HTML and plain text. */
export type ComposedMail = {
  to: string[]
  subject: string
  replyTo?: { name: string; address: string }
  html: string
  text: string
}

/**
 * What a mail was written for: a contact message, an adverse-reaction report (whose mail only its readers
 * see) or the reports' deadline reminder (read by the same staff).
 */
type MailSource = { contactMessage: number } | { report: number } | { deadlineReminder: true }

export type OutboxMail = MailOutbox

/** Puts a mail in the outbox; it is sent by the delivery loop, never on the visitor's request. */
export async function enqueueMail(mail: ComposedMail, source: MailSource, scope?: WriteScope): Promise<void> {
  const payload = await payloadClient()
  await payload.create({
    collection: 'mail-outbox',
    data: { ...mail, status: 'pending', attempts: 0, nextAttemptAt: new Date().toISOString(), ...source },
    overrideAccess: true,
    req: scope,
  })
}

/** The pending mail due by a moment, the longest waiting first. */
export async function listDueMail(now: Date, limit: number): Promise<OutboxMail[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'mail-outbox',
    where: { and: [{ status: { equals: 'pending' } }, { nextAttemptAt: { less_than_equal: now.toISOString() } }] },
    sort: 'nextAttemptAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

type DeliveryOutcome =
  | { status: 'sent'; attempts: number; sentAt: Date }
  | { status: 'pending' | 'failed'; attempts: number; error: string; nextAttemptAt: Date }

/** Records the outcome of an attempt to send a mail. */
export async function recordDeliveryAttempt(id: number, outcome: DeliveryOutcome): Promise<void> {
  const payload = await payloadClient()
  const data =
    outcome.status === 'sent'
      ? { status: outcome.status, attempts: outcome.attempts, sentAt: outcome.sentAt.toISOString(), lastError: null }
      : {
          status: outcome.status,
          attempts: outcome.attempts,
          lastError: outcome.error.slice(0, 500),
          nextAttemptAt: outcome.nextAttemptAt.toISOString(),
        }
  await payload.update({ collection: 'mail-outbox', id, data, overrideAccess: true })
}
