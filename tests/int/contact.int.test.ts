import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onBackgroundTask } from '@/config/jobs'
import {
  deliverDueMail,
  mailDelivery,
  OutboxRecordFailed,
  outboxMessageId,
  retryDelay,
} from '@/features/forms/mailDelivery'
import { connectCms, stopBackgroundJobs } from '@/lib/cms/client'
import { seedContactDirectory } from '@/seed/seed'
import {
  contactEndpoint as endpoint,
  mailFrom,
  outboxFor as outboxForIn,
  postContact as post,
  solvedAltchaToken,
  validForm,
} from './support/contactForm'
import { startPayload } from './support/payload'
import { TestSmtpServer } from './support/smtp'

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
  await seedContactDirectory(payload)
})

afterAll(async () => {
  await payload.destroy()
})

const outboxFor = (messageName: string) => outboxForIn(payload, messageName)

describe('a contact submission with SMTP running', () => {
  const smtp = new TestSmtpServer()
  beforeAll(() => smtp.start())
  afterAll(() => smtp.stop())

  it('is stored, then mailed to the department and its second address with subject, reply-to and escaped body', async () => {
    // As in the server: the task's handler registered, then the job queue's crons (the mail queue's every second).
    const delivery = mailDelivery({ smtpUrl: smtp.url, from: mailFrom })
    onBackgroundTask('deliver-mail', delivery.run)
    await connectCms()
    try {
      const response = await endpoint()(post({ ...validForm, botCheckToken: await solvedAltchaToken() }))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true })

      // No wake-up call: the job written with the mail is picked up by the cron within about a second (more on a busy test machine).
      const [received] = await smtp.waitForMail(1, 10_000)
      if (!received) throw new Error('no mail')
      expect(received.envelopeTo.sort()).toEqual(
        ['narudzbe-dugopolje@demomedika.example', 'prodaja-dugopolje@demomedika.example'].sort(),
      )
      expect(received.parsed.subject).toBe('Prodaja – Dugopolje')
      expect(received.parsed.replyTo?.value).toEqual([{ name: 'Ana <b>Horvat</b>', address: 'ana@example.com' }])
      const html = String(received.parsed.html)
      expect(html).toContain('<strong>From:</strong> Ana &lt;b&gt;Horvat&lt;/b&gt;')
      expect(html).toContain('<strong>E-mail:</strong> ana@example.com')
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; pozdrav')
      expect(html).not.toContain('<script>')
      expect(received.parsed.text).toContain('Message:\nDobar dan,\n<script>alert("x")</script> & pozdrav')

      const { message, mail } = await outboxFor('Ana <b>Horvat</b>')
      expect(message.departmentName).toBe('Prodaja – Dugopolje')
      await expect.poll(async () => (await outboxFor('Ana <b>Horvat</b>')).mail?.status).toBe('sent')
      expect(mail).toBeDefined()
    } finally {
      await stopBackgroundJobs()
      await delivery.stop()
    }
  })

  it('carries a Message-ID fixed by its outbox record, the same on every attempt', async () => {
    const before = smtp.received.length
    await endpoint()(post({ ...validForm, name: 'Marta Id', botCheckToken: await solvedAltchaToken() }))
    const { mail } = await outboxFor('Marta Id')
    if (!mail) throw new Error('no mail queued')
    expect(await deliverDueMail({ smtpUrl: smtp.url, from: mailFrom })).toMatchObject({ sent: 1 })
    const received = (await smtp.waitForMail(before + 1)).at(-1)
    expect(received?.parsed.messageId).toBe(outboxMessageId(mail, mailFrom))
    expect(outboxMessageId(mail, mailFrom)).toMatch(new RegExp(`^<outbox-${mail.id}-\\w+@demomedika\\.example>$`))
  })

  it('stops instead of sending again when the outbox cannot record a mail it sent', async () => {
    // The record disappears while its mail is on the wire: the outbox cannot mark it sent.
    smtp.beforeAnswer = async ({ parsed }) => {
      const id = Number(/^<outbox-(\d+)-/.exec(parsed.messageId ?? '')?.[1])
      await payload.delete({ collection: 'mail-outbox', id, overrideAccess: true })
    }
    const before = smtp.received.length
    await endpoint()(post({ ...validForm, name: 'Lea Lost', botCheckToken: await solvedAltchaToken() }))
    await endpoint()(post({ ...validForm, name: 'Iva Next', botCheckToken: await solvedAltchaToken() }))
    const route = { smtpUrl: smtp.url, from: mailFrom }
    await expect(deliverDueMail(route)).rejects.toBeInstanceOf(OutboxRecordFailed)
    smtp.beforeAnswer = undefined
    await smtp.waitForMail(before + 1)
    // The run stopped at the first mail it could not record: the second was not sent.
    expect(smtp.received.length).toBe(before + 1)
    expect((await outboxFor('Iva Next')).mail?.status).toBe('pending')
    // Once the outbox records again, the mail that waited goes out.
    expect(await deliverDueMail(route)).toEqual({ sent: 1, retrying: 0, failed: 0, unconfirmed: 0 })
  })

  it('keeps a forged line break out of the mail headers', async () => {
    const before = smtp.received.length
    const forged = await endpoint()(
      post({ ...validForm, name: 'Eve\r\nBcc: victim@example.com', botCheckToken: await solvedAltchaToken() }),
    )
    expect(forged.status).toBe(400)
    expect(((await forged.json()) as { fieldErrors: Record<string, string> }).fieldErrors.name).toBe(
      'Ime ne smije sadržavati prijelom retka.',
    )
    const report = await deliverDueMail({ smtpUrl: smtp.url, from: mailFrom })
    expect(report.sent).toBe(0)
    expect(smtp.received.length).toBe(before)
  })
})

describe('a contact submission while SMTP is down', () => {
  const smtp = new TestSmtpServer()

  it('succeeds, stays queued with backoff, and arrives once SMTP is back', async () => {
    await smtp.start()
    const port = smtp.port
    await smtp.stop()
    const route = { smtpUrl: `smtp://127.0.0.1:${port}`, from: mailFrom }

    const response = await endpoint()(
      post({ ...validForm, name: 'Ivo Queued', botCheckToken: await solvedAltchaToken() }, { locale: 'en' }),
    )
    expect(response.status).toBe(200)

    const failedAt = new Date()
    const first = await deliverDueMail(route, failedAt)
    expect(first).toEqual({ sent: 0, retrying: 1, failed: 0, unconfirmed: 0 })
    const { mail: queued } = await outboxFor('Ivo Queued')
    expect(queued?.status).toBe('pending')
    expect(queued?.attempts).toBe(1)
    expect(queued?.lastError).toMatch(/ECONNREFUSED|connect/i)
    expect(new Date(queued?.nextAttemptAt ?? 0).getTime()).toBe(failedAt.getTime() + retryDelay.firstMs)
    // Not due yet: nothing is attempted before the backoff has passed.
    expect(await deliverDueMail(route, new Date(failedAt.getTime() + 1_000))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
      unconfirmed: 0,
    })

    await smtp.start(port)
    const later = new Date(failedAt.getTime() + retryDelay.firstMs)
    expect(await deliverDueMail(route, later)).toEqual({ sent: 1, retrying: 0, failed: 0, unconfirmed: 0 })
    const [received] = await smtp.waitForMail(1)
    expect(received?.parsed.subject).toBe('Sales – Dugopolje')
    const { mail: sent } = await outboxFor('Ivo Queued')
    expect(sent?.status).toBe('sent')
    expect(sent?.attempts).toBe(2)
    await smtp.stop()
  })
})
