import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startPayload } from './support/payload'
import { TestSmtpServer } from './support/smtp'

const smtp = new TestSmtpServer()
let payload: Payload

beforeAll(async () => {
  await smtp.start()
  // Settings are read once per process, when the CMS starts: the staff mail goes over this SMTP server.
  process.env.SMTP_URL = smtp.url
  process.env.MAIL_FROM = 'Demomedika web <noreply@demomedika.example>'
  payload = await startPayload()
})

afterAll(async () => {
  await payload.destroy()
  await smtp.stop()
})

it('sends a staff member the password-reset link over SMTP_URL, from the site’s sender', async () => {
  const email = 'urednica@demomedika.example'
  await payload.create({
    collection: 'users',
    data: { email, password: 'correct-horse-battery-staple', roles: ['editor'] },
    overrideAccess: true,
  })
  await payload.forgotPassword({ collection: 'users', data: { email } })
  const [mail] = await smtp.waitForMail(1)
  expect(mail?.envelopeTo).toEqual([email])
  expect(mail?.parsed.from?.value).toEqual([{ name: 'Demomedika web', address: 'noreply@demomedika.example' }])
  expect(mail?.parsed.html || mail?.parsed.text).toMatch(/\/admin\/reset\/[\w-]+/)
})
