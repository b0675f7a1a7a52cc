import type { Payload } from 'payload'
import { altchaBotCheck } from '@/features/forms/botCheck/altcha'
import { createRateLimiter } from '@/features/forms/rateLimit'
import { createReportEndpoint } from '@/features/reports/endpoint'
import { drug as fixtureDrug, humanReport, veterinaryReport } from '../../fixtures/reports'
import { formPost, solvedAltchaToken as solvedToken } from './forms'

/** What the report tests share: the bot check, the endpoint as a test wires it, reports, the stored rows. */
const altcha = altchaBotCheck('integration-test-secret')
export const mailFrom = 'Website <noreply@demomedika.example>'
export const pvMailbox = ['farmakovigilancija@demomedika.example']
/** The site's address (SITE_URL), from which the link in the officer's notice is built. */
export const siteUrl = 'https://www.demomedika.example'

export const solvedAltchaToken = () => solvedToken(altcha)

export function reportEndpoint(options: { limit?: number; now?: () => Date } = {}) {
  return createReportEndpoint({
    botCheck: () => altcha,
    rateLimiter: createRateLimiter({ name: 'test', limit: options.limit ?? 1_000, windowMs: 60_000 }),
    clientAddress: (request) => request.headers.get('x-test-client') ?? 'test',
    pvMailbox,
    now: options.now,
  })
}

export const postReport = (body: unknown, options: { locale?: string; client?: string } = {}) =>
  formPost('/api/reports', body, options)

const drug = { ...fixtureDrug, stopped: 'yes', stopDate: '2026-10-04' }
export const human = { ...humanReport, drugs: [drug] }
export const veterinary = veterinaryReport

export type ReportAnswer = {
  ok: boolean
  reference?: string
  summaryQueued?: boolean
  error?: string
  fieldErrors?: Record<string, string>
}

export async function storedReport(payload: Payload, reference: string) {
  const { docs } = await payload.find({
    collection: 'adverse-reaction-reports',
    where: { reference: { equals: reference } },
  })
  const doc = docs[0]
  if (!doc) throw new Error(`no report ${reference}`)
  return doc
}
