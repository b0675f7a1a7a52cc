import type { Transporter } from 'nodemailer'
import type { Settings } from '@/config/settings'
import { createSmtpTransport } from '@/config/smtp'
import { appLogger } from '@/lib/cms/client'
import { listDueMail, type OutboxMail, recordDeliveryAttempt } from '@/lib/cms/mailOutbox'
import { errorKind } from '@/lib/log/errorKind'

/** Backoff between attempts: 30 s, doubling, at most an hour apart. Connection failures are retried without end. */
export const retryDelay = { firstMs: 30_000, longestMs: 60 * 60_000 }
/** How often the delivery loop looks for due mail (a new message also wakes it at once). */
const pollIntervalMs = 15_000
const batchSize = 20

export function delayBeforeAttempt(failedAttempts: number): number {
  return Math.min(retryDelay.firstMs * 2 ** Math.max(0, failedAttempts - 1), retryDelay.longestMs)
}

/** An SMTP answer in the 5xx range refuses the mail for good (unknown mailbox, rejected sender). */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

type DeliveryReport = { sent: number; retrying: number; failed: number }

/**
 * A mail was handed to the SMTP server, but the outbox could not record it: sending it again would send it
 * twice, so delivery stops until an operator has looked (the mail stays pending).
 */
export class OutboxRecordFailed extends Error {
  constructor(cause: unknown) {
    super(`The outbox could not record a sent mail (${errorKind(cause)}).`)
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

/** Sends every pending mail that is due; a failure is recorded with the time of the next attempt. */
export async function deliverDueMail(
  transport: Transporter,
  from: string,
  now: Date = new Date(),
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 }
  for (const mail of await listDueMail(now, batchSize)) {
    const attempts = mail.attempts + 1
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        replyTo: mail.replyTo?.address ? { name: mail.replyTo.name ?? '', address: mail.replyTo.address } : undefined,
        html: mail.html,
        text: mail.text,
        messageId: outboxMessageId(mail, from),
      })
    } catch (error) {
      const permanent = isPermanentRefusal(error)
      await recordDeliveryAttempt(mail.id, {
        status: permanent ? 'failed' : 'pending',
        attempts,
        error: error instanceof Error ? error.message : String(error),
        nextAttemptAt: new Date(now.getTime() + delayBeforeAttempt(attempts)),
      })
      if (permanent) report.failed += 1
      else report.retrying += 1
      continue
    }
    await recordDeliveryAttempt(mail.id, { status: 'sent', attempts, sentAt: new Date() }).catch((error: unknown) => {
      throw new OutboxRecordFailed(error)
    })
    report.sent += 1
  }
  return report
}

type DeliveryLoop = { deliverNow: () => Promise<void>; stop: () => void }
let loop: DeliveryLoop | undefined

/**
 * Starts sending the outbox over SMTP_URL in this process. Without SMTP_URL nothing is sent: mail
 * waits in the outbox, where staff can read it in the admin.
 */
export function startMailDelivery(mail: Settings['mail']) {
  if (loop || !mail.smtpUrl) return loop
  const transport = createSmtpTransport(mail.smtpUrl)
  let running: Promise<void> | undefined
  // Mail queued while a run is under way may have been read too early by it: one more run follows.
  let again = false
  const deliverNow = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = deliverDueMail(transport, mail.from)
      .then(() => undefined)
      .catch(async (error: unknown) => {
        const logger = await appLogger()
        if (!(error instanceof OutboxRecordFailed)) return logger.error(`Mail delivery failed (${errorKind(error)})`)
        logger.error(
          `${error.message} Mail delivery has stopped in this process; restart it once the database is sound.`,
        )
        loop?.stop()
      })
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          void deliverNow()
        }
      })
    return running
  }
  const timer = setInterval(deliverNow, pollIntervalMs)
  timer.unref()
  loop = {
    deliverNow,
    stop: () => {
      clearInterval(timer)
      transport.close()
      loop = undefined
    },
  }
  void deliverNow()
  return loop
}

/** Wakes the delivery loop after a new mail was queued (nothing happens when SMTP is not configured). */
export function deliverQueuedMailSoon(): void {
  void loop?.deliverNow()
}
