import { randomUUID } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { mailQueue } from '@/config/jobs'
import type { MailOutbox } from '@/payload-types'
import { payloadClient } from './client'
import { claimOutboxRow, type OutboxRowChange, updateClaimedOutboxRow } from './outboxClaims'
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
 * see), the reports' deadline reminder (read by the same staff) or a job application (read by HR).
 */
type MailSource =
  | { contactMessage: number }
  | { report: number }
  | { deadlineReminder: true }
  | { jobApplication: number }

export type OutboxMail = MailOutbox

/**
 * Puts a mail in the outbox, and in the same write a `deliver-mail` job on the queue: whichever instance's cron
 * sees the job first sends the mail, never the visitor's request.
 */
export async function enqueueMail(mail: ComposedMail, source: MailSource, scope?: WriteScope): Promise<void> {
  const payload = await payloadClient()
  await payload.create({
    collection: 'mail-outbox',
    data: { ...mail, status: 'pending', attempts: 0, nextAttemptAt: new Date().toISOString(), ...source },
    overrideAccess: true,
    req: scope,
  })
  // The queue takes a request only to carry the transaction, which is all the scope holds.
  await payload.jobs.queue({ task: 'deliver-mail', input: {}, queue: mailQueue, req: scope as PayloadRequest })
}

/**
 * The mailbox an address delivers to, as a cap counts it: lower case, trimmed, without a `+tag` in the local
 * part (`Ana+1@example.com` and `ana+2@example.com` are both `ana@example.com`).
 */
function mailboxOf(address: string): string {
  const normal = address.trim().toLowerCase()
  const at = normal.lastIndexOf('@')
  if (at < 0) return normal
  const local = normal.slice(0, at)
  const plus = local.indexOf('+')
  return `${plus < 0 ? local : local.slice(0, plus)}${normal.slice(at)}`
}

/**
 * How many mails were queued to an address's mailbox (any spelling of it, `mailboxOf`) since a moment: counted
 * in the database, so across instances.
 */
export async function countMailToMailbox(address: string, since: Date, scope?: WriteScope): Promise<number> {
  const payload = await payloadClient()
  const mailbox = mailboxOf(address)
  const { docs } = await payload.find({
    collection: 'mail-outbox',
    // The domain narrows the search; the mailbox is compared here, where the tag can be taken off.
    where: {
      and: [
        { to: { contains: mailbox.slice(mailbox.lastIndexOf('@')) } },
        { createdAt: { greater_than_equal: since.toISOString() } },
      ],
    },
    select: { to: true },
    pagination: false,
    overrideAccess: true,
    req: scope,
  })
  return docs.filter((mail) => (mail.to ?? []).some((to) => mailboxOf(to) === mailbox)).length
}

/** How long a claim holds unless renewed: the mail of a sender that died is sent by another after this. */
export const claimLeaseMs = 20_000
const candidatesPerClaim = 5

/** A mail this process has claimed: only the holder of the token sends it and records what became of it. */
export type MailClaim = { mail: OutboxMail; token: string }

/**
 * Claims the mail due longest (pending and due, or claimed by a sender whose claim ran out), atomically: of
 * several processes asking at once, one gets each mail. Undefined when nothing is due.
 */
export async function claimNextDueMail(now: Date): Promise<MailClaim | undefined> {
  const payload = await payloadClient()
  const moment = now.toISOString()
  const { docs } = await payload.find({
    collection: 'mail-outbox',
    where: {
      or: [
        { and: [{ status: { equals: 'pending' } }, { nextAttemptAt: { less_than_equal: moment } }] },
        { and: [{ status: { equals: 'sending' } }, { claimedUntil: { less_than: moment } }] },
      ],
    },
    sort: 'nextAttemptAt',
    limit: candidatesPerClaim,
    depth: 0,
    overrideAccess: true,
  })
  for (const mail of docs) {
    const token = randomUUID()
    const claimedUntil = new Date(now.getTime() + claimLeaseMs).toISOString()
    if (await claimOutboxRow(payload, mail.id, moment, { token, claimedUntil })) return { mail, token }
  }
  return undefined
}

/** Extends a claim while its mail is being sent; false when the claim is no longer this process's. */
export async function renewClaim(claim: MailClaim, now: Date = new Date()): Promise<boolean> {
  const claimedUntil = new Date(now.getTime() + claimLeaseMs).toISOString()
  return updateClaimedOutboxRow(await payloadClient(), claim.mail.id, claim.token, { claimedUntil })
}

type DeliveryOutcome =
  | { status: 'sent'; attempts: number; sentAt: Date }
  | { status: 'pending' | 'failed' | 'unconfirmed'; attempts: number; error: string; nextAttemptAt: Date }

/**
 * Records the outcome of an attempt and releases the claim. False when the claim was not this process's any
 * more (or the mail is gone): nothing was written.
 */
export async function recordDeliveryAttempt(claim: MailClaim, outcome: DeliveryOutcome): Promise<boolean> {
  const change: OutboxRowChange =
    outcome.status === 'sent'
      ? { status: 'sent', attempts: outcome.attempts, sentAt: outcome.sentAt.toISOString(), lastError: null }
      : {
          status: outcome.status,
          attempts: outcome.attempts,
          lastError: outcome.error.slice(0, 500),
          nextAttemptAt: outcome.nextAttemptAt.toISOString(),
        }
  return updateClaimedOutboxRow(await payloadClient(), claim.mail.id, claim.token, {
    ...change,
    claimToken: null,
    claimedUntil: null,
  })
}
