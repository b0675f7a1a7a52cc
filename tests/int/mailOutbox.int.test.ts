import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverDueMail, mailDelivery, outboxMessageId } from '@/features/forms/mailDelivery'
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
import { startSilentAfterDataServer, TestSmtpServer } from './support/smtp'

let payload: Payload
const smtp = new TestSmtpServer()

beforeAll(async () => {
  payload = await startPayload()
  await seedContactDirectory(payload)
  await smtp.start()
})

afterAll(async () => {
  await smtp.stop()
  await payload.destroy()
})

const outboxFor = (name: string) => outboxForIn(payload, name)
const route = () => ({ smtpUrl: smtp.url, from: mailFrom })

async function submit(names: string[]): Promise<void> {
  for (const name of names) {
    const response = await endpoint()(post({ ...validForm, name, botCheckToken: await solvedAltchaToken() }))
    expect(response.status).toBe(200)
  }
}

/** Sends what is due and leaves nothing pending, so that each test starts with an empty queue. */
async function drainOutbox(): Promise<void> {
  while ((await deliverDueMail(route())).sent > 0) {}
}

describe('the outbox claims each mail for one sender', () => {
  it('sends every mail exactly once when two workers deliver at the same time', async () => {
    await drainOutbox()
    const before = smtp.received.length
    const names = Array.from({ length: 12 }, (_, index) => `Twice ${index}`)
    await submit(names)
    const reports = await Promise.all([deliverDueMail(route()), deliverDueMail(route())])
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(12)
    const received = smtp.received.slice(before)
    expect(received).toHaveLength(12)
    expect(new Set(received.map((mail) => mail.parsed.messageId)).size).toBe(12)
    for (const name of names) expect((await outboxFor(name)).mail?.status).toBe('sent')
  })

  it('leaves a mail another sender holds, and sends it with its own Message-ID once that claim ran out', async () => {
    await drainOutbox()
    await submit(['Held Mail'])
    const { mail } = await outboxFor('Held Mail')
    if (!mail) throw new Error('no mail queued')
    const claim = (until: Date) =>
      payload.update({
        collection: 'mail-outbox',
        id: mail.id,
        data: { status: 'sending', claimToken: 'another-process', claimedUntil: until.toISOString() },
        overrideAccess: true,
      })
    await claim(new Date(Date.now() + 60_000))
    expect((await deliverDueMail(route())).sent).toBe(0)

    // The other sender died mid-send: its claim runs out, and the mail goes out with the Message-ID it had.
    await claim(new Date(Date.now() - 1_000))
    const before = smtp.received.length
    expect((await deliverDueMail(route())).sent).toBe(1)
    expect(smtp.received.slice(before).map((received) => received.parsed.messageId)).toEqual([
      outboxMessageId(mail, mailFrom),
    ])
    expect((await outboxFor('Held Mail')).mail).toMatchObject({ status: 'sent', claimToken: null })
  })

  it('marks a mail unconfirmed, and does not send it again, when the server took the data but never answered', async () => {
    await drainOutbox()
    const silent = await startSilentAfterDataServer()
    try {
      await submit(['Silent Server'])
      const report = await deliverDueMail({ smtpUrl: silent.url, from: mailFrom })
      expect(report).toEqual({ sent: 0, retrying: 0, failed: 0, unconfirmed: 1 })
      expect(silent.taken.count).toBe(1)
      expect((await outboxFor('Silent Server')).mail).toMatchObject({ status: 'unconfirmed', attempts: 1 })
      const later = new Date(Date.now() + 2 * 60 * 60_000)
      expect((await deliverDueMail({ smtpUrl: silent.url, from: mailFrom }, later)).unconfirmed).toBe(0)
      expect(silent.taken.count).toBe(1)
    } finally {
      await silent.stop()
    }
  })

  it('at shutdown stops claiming and finishes the mail in flight', async () => {
    await drainOutbox()
    await submit(['Shutdown One', 'Shutdown Two', 'Shutdown Three'])
    const before = smtp.received.length
    const delivery = mailDelivery({ smtpUrl: smtp.url, from: mailFrom })
    const running = delivery.run()
    await delivery.stop()
    await running
    expect(smtp.received.length).toBe(before + 1)
    const statuses = await Promise.all(
      ['Shutdown One', 'Shutdown Two', 'Shutdown Three'].map(async (name) => (await outboxFor(name)).mail?.status),
    )
    expect(statuses.sort()).toEqual(['pending', 'pending', 'sent'])
    // A stopped delivery takes no more work.
    await delivery.run()
    expect(smtp.received.length).toBe(before + 1)
  })
})
