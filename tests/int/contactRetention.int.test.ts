import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedContactDirectory } from '@/seed/seed'
import { contactEndpoint, outboxFor, postContact, solvedAltchaToken, validForm } from './support/contactForm'
import { startPayload } from './support/payload'

let payload: Payload
const day = 24 * 60 * 60_000

beforeAll(async () => {
  payload = await startPayload()
  await seedContactDirectory(payload)
})

afterAll(async () => {
  await payload.destroy()
})

/** A contact message sent through the form, with its mail, and received `daysAgo` days ago. */
async function messageFrom(name: string, daysAgo: number) {
  const response = await contactEndpoint()(
    postContact({ ...validForm, name, botCheckToken: await solvedAltchaToken() }),
  )
  expect(response.status).toBe(200)
  const { message, mail } = await outboxFor(payload, name)
  const receivedAt = new Date(Date.now() - daysAgo * day).toISOString()
  // The database's own write: Payload stamps createdAt itself.
  await payload.db.updateOne({ collection: 'contact-messages', id: message.id, data: { createdAt: receivedAt } })
  return { message, mail }
}

describe('contact retention (the hourly contact-retention job)', () => {
  it('deletes messages older than CONTACT_RETENTION_DAYS (365 by default) with their mail, and keeps newer ones', async () => {
    const old = await messageFrom('Old Sender', 366)
    const recent = await messageFrom('Recent Sender', 364)
    expect(old.mail).toBeDefined()
    // The job as the crons run it: queued on its queue, then run.
    await payload.jobs.queue({ task: 'contact-retention', input: {}, queue: 'maintenance' })
    await payload.jobs.run({ queue: 'maintenance' })
    const finished = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'contact-retention' } },
    })
    expect(finished.docs.map((job) => [job.completedAt !== null, job.hasError])).toEqual([[true, false]])

    const left = await payload.find({ collection: 'contact-messages', pagination: false, depth: 0 })
    expect(left.docs.map((message) => message.name)).toEqual(['Recent Sender'])
    const mails = await payload.find({ collection: 'mail-outbox', pagination: false, depth: 0 })
    expect(mails.docs.map((mail) => mail.id)).toEqual([recent.mail?.id])
  })
})
