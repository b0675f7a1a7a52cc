import { errorKind } from '@/config/logging'
import type { Settings } from '@/config/settings'
import { createSmtpTransport } from '@/config/smtp'
import { appLogger } from '@/lib/cms/client'
import {
  claimLeaseMs,
  claimNextDueMail,
  type MailClaim,
  type OutboxMail,
  recordDeliveryAttempt,
  renewClaim,
} from '@/lib/cms/mailOutbox'

/** Backoff between attempts: 30 s, doubling, at most an hour apart. Connection failures are retried without end. */
export const retryDelay = { firstMs: 30_000, longestMs: 60 * 60_000 }
/** At most this many mails per run, so that a run ends and a shutdown does not wait long. */
const batchSize = 20

export function delayBeforeAttempt(failedAttempts: number): number {
  return Math.min(retryDelay.firstMs * 2 ** Math.max(0, failedAttempts - 1), retryDelay.longestMs)
}

/** An SMTP answer in the 5xx range refuses the mail for good (unknown mailbox, rejected sender). */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/** An SMTP answer to a command: the server's definite yes or no (without one, the outcome is unknown). */
function hasServerAnswer(error: unknown): boolean {
  return typeof (error as { responseCode?: number }).responseCode === 'number'
}

type DeliveryReport = { sent: number; retrying: number; failed: number; unconfirmed: number }
type SmtpRoute = { smtpUrl: string; from: string }
type Attempt = { status: 'sent' } | { status: 'pending' | 'failed' | 'unconfirmed'; error: unknown }

/**
 * A mail was handed to the SMTP server, but the outbox could not record it: sending it again would send it
 * twice, so delivery stops until an operator has looked (the mail stays pending).
 */
export class OutboxRecordFailed extends Error {
  constructor(cause?: unknown) {
    super(`The outbox could not record a sent mail (${cause === undefined ? 'claim lost' : errorKind(cause)}).`)
    this.name = 'OutboxRecordFailed'
  }
}

/**
 * The mail's own Message-ID, the same on every attempt: a receiver that got it once (an attempt whose answer
 * was lost) can recognise the repeat.
 */
export function outboxMessageId(mail: Pick<OutboxMail, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
  return `<outbox-${mail.id}-${Date.parse(mail.createdAt).toString(36)}@${domain}>`
}

/**
 * One attempt to send a mail. The server's 354 answer to DATA means it is taking the message: a failure
 * without an answer after it (a timeout, a dropped connection) may come after the mail arrived, so the mail is
 * `unconfirmed` and not sent again blindly. A 5xx refuses it for good; anything else is tried again later.
 */
async function attemptDelivery(smtp: SmtpRoute, mail: OutboxMail): Promise<Attempt> {
  let dataAccepted = false
  const transport = createSmtpTransport(smtp.smtpUrl, (line) => {
    if (line.startsWith('354')) dataAccepted = true
  })
  try {
    await transport.sendMail({
      from: smtp.from,
      to: mail.to,
      subject: mail.subject,
      replyTo: mail.replyTo?.address ? { name: mail.replyTo.name ?? '', address: mail.replyTo.address } : undefined,
      html: mail.html,
      text: mail.text,
      messageId: outboxMessageId(mail, smtp.from),
    })
    return { status: 'sent' }
  } catch (error) {
    if (isPermanentRefusal(error)) return { status: 'failed', error }
    return { status: dataAccepted && !hasServerAnswer(error) ? 'unconfirmed' : 'pending', error }
  } finally {
    transport.close()
  }
}

/** Sends one claimed mail, renewing the claim while the SMTP exchange lasts, and records the outcome. */
async function deliverClaimed(smtp: SmtpRoute, claim: MailClaim, now: Date): Promise<Attempt['status']> {
  const renewal = setInterval(() => void renewClaim(claim).catch(() => undefined), claimLeaseMs / 3)
  const attempt = await attemptDelivery(smtp, claim.mail).finally(() => clearInterval(renewal))
  const attempts = claim.mail.attempts + 1
  if (attempt.status === 'sent') {
    const recorded = await recordDeliveryAttempt(claim, { status: 'sent', attempts, sentAt: new Date() }).catch(
      (error: unknown) => {
        throw new OutboxRecordFailed(error)
      },
    )
    if (!recorded) throw new OutboxRecordFailed()
    return 'sent'
  }
  await recordDeliveryAttempt(claim, {
    status: attempt.status,
    attempts,
    error: attempt.error instanceof Error ? attempt.error.message : String(attempt.error),
    nextAttemptAt: new Date(now.getTime() + delayBeforeAttempt(attempts)),
  })
  return attempt.status
}

/**
 * Claims and sends due mail one at a time until none is due, `batchSize` were sent or `shouldStop` says so.
 * A mail another process claimed is not touched; a failure is recorded with the time of the next attempt.
 */
export async function deliverDueMail(
  smtp: SmtpRoute,
  now: Date = new Date(),
  shouldStop: () => boolean = () => false,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, unconfirmed: 0 }
  const counters = { sent: 'sent', pending: 'retrying', failed: 'failed', unconfirmed: 'unconfirmed' } as const
  for (let handled = 0; handled < batchSize && !shouldStop(); handled += 1) {
    const claim = await claimNextDueMail(now)
    if (!claim) break
    report[counters[await deliverClaimed(smtp, claim, now)]] += 1
  }
  return report
}

/**
 * This process's part of the `deliver-mail` task: one delivery at a time (a job that comes while one runs
 * gets one more run after it, as its mail may have been missed). Without SMTP_URL nothing is sent: mail waits
 * in the outbox, where staff read it in the admin. When the outbox cannot record a sent mail, delivery stops
 * in this process; `stop` (at shutdown) ends claiming and waits for the mail in flight.
 */
export function mailDelivery(mail: Settings['mail']) {
  const smtpUrl = mail.smtpUrl
  let running: Promise<void> | undefined
  let again = false
  let stopped = false
  const deliver = async (smtp: SmtpRoute): Promise<void> => {
    try {
      await deliverDueMail(smtp, new Date(), () => stopped)
    } catch (error) {
      const logger = await appLogger()
      if (!(error instanceof OutboxRecordFailed)) return logger.error(`Mail delivery failed (${errorKind(error)})`)
      stopped = true
      logger.error(`${error.message} Mail delivery has stopped in this process; restart it once the database is sound.`)
    }
  }
  const run = (): Promise<void> => {
    if (stopped || !smtpUrl) return Promise.resolve()
    if (running) {
      again = true
      return running
    }
    running = deliver({ smtpUrl, from: mail.from }).finally(() => {
      running = undefined
      if (again) {
        again = false
        void run()
      }
    })
    return running
  }
  const stop = async (): Promise<void> => {
    stopped = true
    await running
  }
  return { run, stop }
}
