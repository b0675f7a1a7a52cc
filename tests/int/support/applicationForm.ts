import type { Payload } from 'payload'
import { createApplicationEndpoint } from '@/features/careers/applicationEndpoint'
import { altchaBotCheck } from '@/features/forms/botCheck/altcha'
import { createRateLimiter } from '@/features/forms/rateLimit'
import { toLexical } from '@/seed/lexical'
import { solvedAltchaToken as solvedToken } from './forms'

/** What the application tests share: the bot check, the endpoint as a test wires it, a form, postings. */
const altcha = altchaBotCheck('integration-test-secret')
export const hrMailbox = ['karijere@demomedika.example']
export const siteUrl = 'https://www.demomedika.example'

export const solvedAltchaToken = () => solvedToken(altcha)

export function applicationEndpoint(options: { limit?: number; now?: () => Date } = {}) {
  return createApplicationEndpoint({
    botCheck: () => altcha,
    rateLimiter: createRateLimiter({ name: 'test', limit: options.limit ?? 1_000, windowMs: 60_000 }),
    clientAddress: (request) => request.headers.get('x-test-client') ?? 'test',
    hrMailbox,
    retentionDays: 180,
    now: options.now,
  })
}

export const applicant = {
  name: 'Ana Horvat',
  email: 'ana.horvat@example.com',
  phone: '+385 91 000 0000',
  message: 'Zanima me posao u logistici.\nPozdrav',
  privacyAccepted: 'true',
}

type Cv = { bytes: Buffer; name: string; type: string }

/** A multipart POST of the application form as the browser sends it. */
export function postApplication(
  fields: Record<string, string | undefined>,
  cv: Cv | null,
  { locale = 'hr', client = 'test' } = {},
): Request {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, value)
  if (cv) body.set('cv', new File([new Uint8Array(cv.bytes)], cv.name, { type: cv.type }))
  // Sent as its bytes arrive from a socket, not as Node's FormData body: when the endpoint stops reading a body
  // over the limit, Node 24's own FormData stream fails afterwards with an unhandled "ReadableStream is already
  // closed", which a request from the network never does.
  const encoded = new Response(body)
  const bytes = encoded.arrayBuffer()
  return new Request(`http://localhost/api/applications?locale=${locale}`, {
    method: 'POST',
    headers: { 'x-test-client': client, 'content-type': encoded.headers.get('content-type') ?? '' },
    body: new ReadableStream<Uint8Array>({
      async pull(controller) {
        controller.enqueue(new Uint8Array(await bytes))
        controller.close()
      },
    }),
    duplex: 'half',
  } as RequestInit)
}

/** A published posting of a market, its closing day given (stored as its noon, as the admin's day picker does). */
export async function createPosting(payload: Payload, market: 'cro' | 'slo', slug: string, closingDay: string) {
  const location = await payload.create({
    collection: 'locations',
    data: { city: `Grad ${slug}`, address: 'Ulica 1', market },
    context: { disableRevalidate: true },
  })
  return payload.create({
    collection: 'job-postings',
    data: {
      title: `Skladištar ${slug}`,
      slug,
      description: toLexical([{ type: 'p', text: 'Opis posla.' }]),
      market,
      location: location.id,
      department: 'logistics',
      employmentType: 'FULL_TIME',
      datePosted: '2026-01-01T12:00:00.000Z',
      closingDate: `${closingDay}T12:00:00.000Z`,
      _status: 'published',
    },
    // Written in the market's own language.
    locale: market === 'slo' ? 'sl' : 'hr',
    context: { disableRevalidate: true },
  })
}
