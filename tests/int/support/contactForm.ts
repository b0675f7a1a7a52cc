import type { Payload } from 'payload'
import { createContactEndpoint } from '@/features/contact/endpoint'
import { altchaBotCheck } from '@/features/forms/botCheck/altcha'
import { createRateLimiter } from '@/features/forms/rateLimit'
import { formPost, solvedAltchaToken as solvedToken } from './forms'

/** What the contact tests share: the bot check, the endpoint as a test wires it, a valid form, the stored rows. */
const altcha = altchaBotCheck('integration-test-secret')
export const mailFrom = 'Website <noreply@demomedika.example>'

export const solvedAltchaToken = () => solvedToken(altcha)

export function contactEndpoint(options: { limit?: number } = {}) {
  return createContactEndpoint({
    botCheck: () => altcha,
    rateLimiter: createRateLimiter({ name: 'test', limit: options.limit ?? 1_000, windowMs: 60_000 }),
    clientAddress: (request) => request.headers.get('x-test-client') ?? 'test',
  })
}

export const postContact = (body: unknown, options: { locale?: string; client?: string } = {}) =>
  formPost('/api/contact', body, options)

export const validForm = {
  department: 'prodaja_dugopolje',
  name: 'Ana <b>Horvat</b>',
  email: 'ana@example.com',
  message: 'Dobar dan,\n<script>alert("x")</script> & pozdrav',
  privacyAccepted: true,
}

/** The stored contact message sent under a name, and its mail in the outbox. */
export async function outboxFor(payload: Payload, messageName: string) {
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
