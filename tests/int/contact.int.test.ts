import type { Transporter } from 'nodemailer'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSmtpTransport } from '@/config/smtp'
import { altchaBotCheck } from '@/features/forms/botCheck/altcha'
import { recaptchaBotCheck } from '@/features/forms/botCheck/recaptcha'
import {
  deliverDueMail,
  OutboxRecordFailed,
  outboxMessageId,
  retryDelay,
  startMailDelivery,
} from '@/features/forms/mailDelivery'
import { createRateLimiter } from '@/features/forms/rateLimit'
import { seedContactDirectory } from '@/seed/seed'
import { formPost, solvedAltchaToken as solvedToken } from './support/forms'
import { startPayload } from './support/payload'
import { SiteverifyServer } from './support/siteverify'
import { TestSmtpServer } from './support/smtp'

let payload: Payload
// Imported once the test database is configured: the endpoint reads the CMS through the Payload config.
let createContactEndpoint: typeof import('@/features/contact/endpoint').createContactEndpoint
const altcha = altchaBotCheck('integration-test-secret')
const mailFrom = 'Website <noreply@demomedika.example>'

beforeAll(async () => {
  payload = await startPayload()
  ;({ createContactEndpoint } = await import('@/features/contact/endpoint'))
  await seedContactDirectory(payload)
})

afterAll(async () => {
  await payload.destroy()
})

const solvedAltchaToken = () => solvedToken(altcha)

function endpoint(options: { limit?: number; afterSave?: () => void } = {}) {
  return createContactEndpoint({
    botCheck: () => altcha,
    rateLimiter: createRateLimiter({ limit: options.limit ?? 1_000, windowMs: 60_000 }),
    clientAddress: (request) => request.headers.get('x-test-client') ?? 'test',
    afterSave: options.afterSave ?? (() => undefined),
  })
}

const post = (body: unknown, options: { locale?: string; client?: string } = {}) =>
  formPost('/api/contact', body, options)

const validForm = {
  department: 'prodaja_dugopolje',
  name: 'Ana <b>Horvat</b>',
  email: 'ana@example.com',
  message: 'Dobar dan,\n<script>alert("x")</script> & pozdrav',
  privacyAccepted: true,
}

async function outboxFor(messageName: string) {
  const messages = await payload.find({ collection: 'contact-messages', where: { name: { equals: messageName } } })
  const message = messages.docs[0]
  if (!message) throw new Error(`no contact message from ${messageName}`)
  const outbox = await payload.find({
    collection: 'mail-outbox',
    where: { contactMessage: { equals: message.id } },
    depth: 0,
  })
  return { message, mail: outbox.docs[0] }
}

describe('a contact submission with SMTP running', () => {
  const smtp = new TestSmtpServer()
  beforeAll(() => smtp.start())
  afterAll(() => smtp.stop())

  it('is stored, then mailed to the department and its second address with subject, reply-to and escaped body', async () => {
    const loop = startMailDelivery({ smtpUrl: smtp.url, from: mailFrom })
    try {
      const response = await endpoint({ afterSave: () => void loop?.deliverNow() })(
        post({ ...validForm, botCheckToken: await solvedAltchaToken() }),
      )
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true })

      const [received] = await smtp.waitForMail(1)
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
      loop?.stop()
    }
  })

  it('carries a Message-ID fixed by its outbox record, the same on every attempt', async () => {
    const transport = createSmtpTransport(smtp.url)
    const before = smtp.received.length
    await endpoint()(post({ ...validForm, name: 'Marta Id', botCheckToken: await solvedAltchaToken() }))
    const { mail } = await outboxFor('Marta Id')
    if (!mail) throw new Error('no mail queued')
    expect(await deliverDueMail(transport, mailFrom)).toMatchObject({ sent: 1 })
    const received = (await smtp.waitForMail(before + 1)).at(-1)
    expect(received?.parsed.messageId).toBe(outboxMessageId(mail, mailFrom))
    expect(outboxMessageId(mail, mailFrom)).toMatch(new RegExp(`^<outbox-${mail.id}-\\w+@demomedika\\.example>$`))
    transport.close()
  })

  it('stops instead of sending again when the outbox cannot record a mail it sent', async () => {
    const smtpTransport = createSmtpTransport(smtp.url)
    // The record disappears while its mail is on the wire: the outbox cannot mark it sent.
    const transport = {
      sendMail: async (options: { messageId?: string }) => {
        const info = await smtpTransport.sendMail(options)
        const id = Number(/^<outbox-(\d+)-/.exec(options.messageId ?? '')?.[1])
        await payload.delete({ collection: 'mail-outbox', id, overrideAccess: true })
        return info
      },
    } as unknown as Transporter
    const before = smtp.received.length
    await endpoint()(post({ ...validForm, name: 'Lea Lost', botCheckToken: await solvedAltchaToken() }))
    await endpoint()(post({ ...validForm, name: 'Iva Next', botCheckToken: await solvedAltchaToken() }))
    await expect(deliverDueMail(transport, mailFrom)).rejects.toBeInstanceOf(OutboxRecordFailed)
    await smtp.waitForMail(before + 1)
    // The run stopped at the first mail it could not record: the second was not sent.
    expect(smtp.received.length).toBe(before + 1)
    expect((await outboxFor('Iva Next')).mail?.status).toBe('pending')
    // Once the outbox records again, the mail that waited goes out.
    expect(await deliverDueMail(smtpTransport, mailFrom)).toEqual({ sent: 1, retrying: 0, failed: 0 })
    smtpTransport.close()
  })

  it('keeps a forged line break out of the mail headers', async () => {
    const transport = createSmtpTransport(smtp.url)
    const before = smtp.received.length
    const forged = await endpoint()(
      post({ ...validForm, name: 'Eve\r\nBcc: victim@example.com', botCheckToken: await solvedAltchaToken() }),
    )
    expect(forged.status).toBe(400)
    expect(((await forged.json()) as { fieldErrors: Record<string, string> }).fieldErrors.name).toBe(
      'Ime ne smije sadržavati prijelom retka.',
    )
    const report = await deliverDueMail(transport, mailFrom)
    expect(report.sent).toBe(0)
    expect(smtp.received.length).toBe(before)
    transport.close()
  })
})

describe('a contact submission while SMTP is down', () => {
  const smtp = new TestSmtpServer()

  it('succeeds, stays queued with backoff, and arrives once SMTP is back', async () => {
    await smtp.start()
    const port = smtp.port
    await smtp.stop()
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`)

    const response = await endpoint()(
      post({ ...validForm, name: 'Ivo Queued', botCheckToken: await solvedAltchaToken() }, { locale: 'en' }),
    )
    expect(response.status).toBe(200)

    const failedAt = new Date()
    const first = await deliverDueMail(transport, mailFrom, failedAt)
    expect(first).toEqual({ sent: 0, retrying: 1, failed: 0 })
    const { mail: queued } = await outboxFor('Ivo Queued')
    expect(queued?.status).toBe('pending')
    expect(queued?.attempts).toBe(1)
    expect(queued?.lastError).toMatch(/ECONNREFUSED|connect/i)
    expect(new Date(queued?.nextAttemptAt ?? 0).getTime()).toBe(failedAt.getTime() + retryDelay.firstMs)
    // Not due yet: nothing is attempted before the backoff has passed.
    expect(await deliverDueMail(transport, mailFrom, new Date(failedAt.getTime() + 1_000))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    })

    await smtp.start(port)
    const later = new Date(failedAt.getTime() + retryDelay.firstMs)
    expect(await deliverDueMail(transport, mailFrom, later)).toEqual({ sent: 1, retrying: 0, failed: 0 })
    const [received] = await smtp.waitForMail(1)
    expect(received?.parsed.subject).toBe('Sales – Dugopolje')
    const { mail: sent } = await outboxFor('Ivo Queued')
    expect(sent?.status).toBe('sent')
    expect(sent?.attempts).toBe(2)
    transport.close()
    await smtp.stop()
  })
})

describe('the contact endpoint refuses bad requests with a 4xx, never a 500', () => {
  it('answers 400 with localized field errors for an invalid form', async () => {
    const response = await endpoint()(
      post({ department: 'uprava', name: 'x'.repeat(51), email: 'not-an-email', message: '' }, { locale: 'en' }),
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { fieldErrors: Record<string, string> }
    expect(body.fieldErrors).toEqual({
      name: 'Enter at most 50 characters.',
      email: 'Enter a valid e-mail address.',
      message: 'This field is required.',
      privacyAccepted: 'Accept the privacy policy to send your message.',
    })
  })

  it('answers 400 for malformed JSON and for an unknown department key', async () => {
    const malformed = await endpoint()(post('{"name": '))
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { error: string }).error).toBe('Zahtjev nije ispravan.')

    const unknown = await endpoint()(
      post({ ...validForm, department: 'nepostojeci_odjel', botCheckToken: await solvedAltchaToken() }),
    )
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { fieldErrors: Record<string, string> }).fieldErrors.department).toBe(
      'Odabrani odjel ne postoji.',
    )
  })

  it('answers 400 for a department of another market', async () => {
    const response = await endpoint()(post({ ...validForm, department: 'info', botCheckToken: 'x' }))
    expect(response.status).toBe(400)
  })

  it('answers 413 for a body over 32 KB', async () => {
    const response = await endpoint()(post({ ...validForm, message: 'x'.repeat(33 * 1024) }))
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: string }).error).toBe('Poruka je prevelika.')
  })

  it('answers 429 with a localized message after 5 submissions a minute from one address', async () => {
    const limited = endpoint({ limit: 5 })
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await limited(post('{}', { client: '203.0.113.9' }))).status).toBe(400)
    }
    const refused = await limited(post('{}', { client: '203.0.113.9', locale: 'en' }))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { error: string }).error).toBe(
      'You have sent too many messages. Please try again in a minute.',
    )
    expect((await limited(post('{}', { client: '198.51.100.7' }))).status).toBe(400)
  })

  it('answers 403 "Invalid reCAPTCHA verification." for a failed bot check, and stores nothing', async () => {
    const before = await payload.count({ collection: 'contact-messages' })
    const forged = await endpoint()(post({ ...validForm, botCheckToken: 'bm90IGEgc29sdXRpb24=' }, { locale: 'en' }))
    expect(forged.status).toBe(403)
    expect(((await forged.json()) as { error: string }).error).toBe('Invalid reCAPTCHA verification.')
    const missing = await endpoint()(post(validForm))
    expect(missing.status).toBe(403)
    expect(((await missing.json()) as { error: string }).error).toBe('Neispravna reCAPTCHA provjera.')
    expect(await payload.count({ collection: 'contact-messages' })).toEqual(before)
  })

  it('accepts a solved ALTCHA challenge only once', async () => {
    const token = await solvedAltchaToken()
    expect((await endpoint()(post({ ...validForm, name: 'Replay', botCheckToken: token }))).status).toBe(200)
    expect((await endpoint()(post({ ...validForm, name: 'Replay', botCheckToken: token }))).status).toBe(403)
  })
})

describe('contact data is read by staff only', () => {
  it('shows anonymous visitors the directory without mail addresses, and no contact messages or outbox', async () => {
    const directory = await payload.find({
      collection: 'contact-directory',
      where: { key: { equals: 'uprava' } },
      overrideAccess: false,
      locale: 'en',
    })
    expect(directory.docs[0]?.displayName).toBe('Management')
    expect(directory.docs[0]?.mail).toBeUndefined()
    expect(directory.docs[0]?.secondMail).toBeUndefined()
    await expect(payload.find({ collection: 'contact-messages', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'mail-outbox', overrideAccess: false })).rejects.toThrow()
  })

  it('has every spec key of the Croatian directory and the single Bosnian entry', async () => {
    const keys = async (market: string) =>
      (await payload.find({ collection: 'contact-directory', where: { market: { equals: market } }, limit: 0 })).docs
        .map((doc) => doc.key)
        .sort()
    expect(await keys('cro')).toHaveLength(29)
    expect(await keys('slo')).toHaveLength(10)
    expect(await keys('bih')).toEqual(['info'])
  })
})

describe('reCAPTCHA v3 checked against a server that speaks siteverify', () => {
  const siteverify = new SiteverifyServer()
  let check: ReturnType<typeof recaptchaBotCheck>
  const good = { success: true, score: 0.9, action: 'submit', hostname: 'www.demomedika.example' }

  beforeAll(async () => {
    const verifyUrl = await siteverify.start()
    check = recaptchaBotCheck(
      { siteKey: 'site', secretKey: 'server-secret', verifyUrl, minScore: 0.5 },
      'www.demomedika.example',
      // Long enough for a loaded CI machine; the "hang" case waits it out.
      2_000,
    )
  })
  afterAll(() => siteverify.stop())
  beforeEach(() => {
    siteverify.answer = good
  })
  afterEach(() => {
    siteverify.answer = good
  })

  it('passes a successful answer for the submit action and this hostname, posting the secret and token', async () => {
    expect(await check.verify('browser-token')).toEqual({ passed: true })
    expect(siteverify.requests.at(-1)?.get('secret')).toBe('server-secret')
    expect(siteverify.requests.at(-1)?.get('response')).toBe('browser-token')
  })

  it.each([
    ['a score below RECAPTCHA_MIN_SCORE', { ...good, score: 0.3 }],
    ['the wrong action', { ...good, action: 'login' }],
    ['another hostname', { ...good, hostname: 'evil.example' }],
    ['success false', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['no answer within the timeout', 'hang' as const],
  ])('fails on %s', async (_case, answer) => {
    siteverify.answer = answer
    expect((await check.verify('browser-token')).passed).toBe(false)
  })

  it('accepts a score exactly at the minimum and fails without a token', async () => {
    siteverify.answer = { ...good, score: 0.5 }
    expect((await check.verify('browser-token')).passed).toBe(true)
    expect((await check.verify(undefined)).passed).toBe(false)
  })
})
