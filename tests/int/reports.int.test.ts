import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { altchaBotCheck } from '@/features/forms/botCheck/altcha'
import { startMailDelivery } from '@/features/forms/mailDelivery'
import { createRateLimiter } from '@/features/forms/rateLimit'
import { drug as fixtureDrug, humanAnswers, humanReport, veterinaryReport } from '../fixtures/reports'
import { formPost, solvedAltchaToken as solvedToken } from './support/forms'
import { startPayload } from './support/payload'
import { TestSmtpServer } from './support/smtp'

let payload: Payload
// Imported once the test database is configured: they read the CMS through the Payload config.
let createReportEndpoint: typeof import('@/features/reports/endpoint').createReportEndpoint
let rest: { GET: (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response> }
let graphql: (request: Request) => Promise<Response>
const altcha = altchaBotCheck('integration-test-secret')
const mailFrom = 'Website <noreply@demomedika.example>'
const pvMailbox = ['farmakovigilancija@demomedika.example']
const siteUrl = 'https://www.demomedika.example'
const password = 'correct-horse-battery-staple'
const tokens: Record<string, string> = {}

beforeAll(async () => {
  // The link to the report in the officer's notice is built from the site's address.
  process.env.SITE_URL = siteUrl
  payload = await startPayload()
  ;({ createReportEndpoint } = await import('@/features/reports/endpoint'))
  const { default: config } = await import('@payload-config')
  const routes = await import('@payloadcms/next/routes')
  rest = { GET: routes.REST_GET(config) }
  graphql = routes.GRAPHQL_POST(config)
  for (const role of ['admin', 'editor', 'pharmacovigilance'] as const) {
    const email = `${role}@demomedika.example`
    await payload.create({ collection: 'users', data: { email, password, roles: [role] }, overrideAccess: true })
    const login = await payload.login({ collection: 'users', data: { email, password } })
    tokens[role] = login.token ?? ''
  }
})

afterAll(async () => {
  await payload.destroy()
})

const solvedAltchaToken = () => solvedToken(altcha)

function endpoint(options: { limit?: number; afterSave?: () => void; now?: () => Date } = {}) {
  return createReportEndpoint({
    botCheck: () => altcha,
    rateLimiter: createRateLimiter({ limit: options.limit ?? 1_000, windowMs: 60_000 }),
    clientAddress: (request) => request.headers.get('x-test-client') ?? 'test',
    afterSave: options.afterSave ?? (() => undefined),
    pvMailbox,
    now: options.now,
  })
}

const post = (body: unknown, options: { locale?: string; client?: string } = {}) =>
  formPost('/api/reports', body, options)

const drug = { ...fixtureDrug, stopped: 'yes', stopDate: '2026-10-04' }
const human = { ...humanReport, drugs: [drug] }
const veterinary = veterinaryReport

type Answer = {
  ok: boolean
  reference?: string
  summarySent?: boolean
  error?: string
  fieldErrors?: Record<string, string>
}

async function stored(reference: string) {
  const { docs } = await payload.find({
    collection: 'adverse-reaction-reports',
    where: { reference: { equals: reference } },
  })
  const doc = docs[0]
  if (!doc) throw new Error(`no report ${reference}`)
  return doc
}

const days = (from: string, to: string) => (new Date(to).getTime() - new Date(from).getTime()) / 86_400_000

describe('a report is stored before the endpoint answers, with its receipt time and legal deadline', () => {
  it('keeps a non-serious human report with a 90-day deadline, shaped after E2B', async () => {
    const response = await endpoint()(post({ ...human, botCheckToken: await solvedAltchaToken() }))
    expect(response.status).toBe(200)
    const answer = (await response.json()) as Answer
    expect(answer).toMatchObject({ ok: true, summarySent: true })
    const doc = await stored(answer.reference ?? '')
    expect(doc).toMatchObject({ kind: 'human', status: 'new', seriousness: 'nonSerious', locale: 'hr', market: 'cro' })
    expect(days(doc.receivedAt, doc.deadline)).toBe(90)
    const report = doc.report as Record<string, unknown>
    expect(Object.keys(report).sort()).toEqual(['drugs', 'kind', 'narrative', 'patient', 'reaction', 'reporter'])
    expect(report.drugs).toEqual([expect.objectContaining({ role: 'suspect', endDate: '2026-10-04' })])
  })

  it('gives a serious human report 15 days and a veterinary report 30', async () => {
    const serious = { ...human, answers: { ...humanAnswers, hospitalAdmission: 'yes' } }
    const first = (await (
      await endpoint()(post({ ...serious, botCheckToken: await solvedAltchaToken() }))
    ).json()) as Answer
    const seriousDoc = await stored(first.reference ?? '')
    expect(seriousDoc.seriousness).toBe('serious')
    expect(days(seriousDoc.receivedAt, seriousDoc.deadline)).toBe(15)

    const vet = await endpoint()(post({ ...veterinary, botCheckToken: await solvedAltchaToken() }, { locale: 'en' }))
    const second = (await vet.json()) as Answer
    expect(second.summarySent).toBe(false)
    const vetDoc = await stored(second.reference ?? '')
    expect(vetDoc).toMatchObject({ kind: 'veterinary', locale: 'en' })
    expect(days(vetDoc.receivedAt, vetDoc.deadline)).toBe(30)
  })
})

describe('report mail through a real SMTP server', () => {
  const smtp = new TestSmtpServer()
  beforeAll(() => smtp.start())
  afterAll(() => smtp.stop())

  it('sends the reporter a summary in the form language and the PV mailbox a notice without health details', async () => {
    const loop = startMailDelivery({ smtpUrl: smtp.url, from: mailFrom })
    try {
      const response = await endpoint({ afterSave: () => void loop?.deliverNow() })(
        post({ ...human, botCheckToken: await solvedAltchaToken() }, { locale: 'en' }),
      )
      const { reference } = (await response.json()) as Answer
      // Mail of the reports sent before waits in the outbox too: pick this report's two.
      const ours = () => smtp.received.filter((mail) => mail.parsed.subject?.endsWith(reference ?? '-'))
      await expect.poll(() => ours().length, { timeout: 10_000 }).toBe(2)
      const summary = ours().find((mail) => mail.envelopeTo.includes('ana@example.com'))
      const notice = ours().find((mail) => mail.envelopeTo.includes(pvMailbox[0] ?? ''))
      expect(summary?.parsed.subject).toBe(`Your adverse reaction report ${reference}`)
      expect(summary?.parsed.text).toContain('Description of the reaction: Osip po cijelom tijelu')
      expect(summary?.parsed.replyTo?.value[0]?.address).toBe(pvMailbox[0])
      expect(notice?.parsed.subject).toBe(`Nova prijava nuspojave ${reference}`)
      const doc = await stored(reference ?? '')
      expect(notice?.parsed.text).toContain(`${siteUrl}/admin/collections/adverse-reaction-reports/${doc.id}`)
      for (const detail of ['Osip', 'Ibuprofen', 'Ana Horvat', 'ana@example.com', 'Glavobolja', 'AH']) {
        expect(notice?.raw).not.toContain(detail)
      }
    } finally {
      loop?.stop()
    }
  })
})

describe('the report endpoint refuses bad requests with a 4xx, never a 500, and logs nothing of a report', () => {
  it('answers 400 with localized field errors, 400 for malformed JSON, 413 for an oversize body', async () => {
    const invalid = await endpoint()(
      post({ kind: 'human', answers: { reporterEmail: 'x' }, drugs: [{}] }, { locale: 'en' }),
    )
    expect(invalid.status).toBe(400)
    const { fieldErrors } = (await invalid.json()) as Answer
    expect(fieldErrors?.reporterName).toBe('Enter the requested information')
    expect(fieldErrors?.reporterEmail).toBe('Enter a valid e-mail address.')
    expect(fieldErrors?.['drugs.0.drugName']).toBe('Enter the requested information')
    expect((await endpoint()(post('{"kind": '))).status).toBe(400)
    expect((await endpoint()(post({ kind: 'other' }))).status).toBe(400)
    expect((await endpoint()(post([1, 2]))).status).toBe(400)
    const huge = await endpoint()(post({ ...human, answers: { ...humanAnswers, questions: 'x'.repeat(200_000) } }))
    expect(huge.status).toBe(413)
  })

  it('answers 429 after the limit and 403 for a failed bot check, storing nothing', async () => {
    const before = await payload.count({ collection: 'adverse-reaction-reports' })
    const limited = endpoint({ limit: 2 })
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await limited(post('{}', { client: '203.0.113.9' }))).status).toBe(400)
    }
    expect((await limited(post('{}', { client: '203.0.113.9' }))).status).toBe(429)
    expect((await endpoint()(post({ ...human, botCheckToken: 'bm90IGEgc29sdXRpb24=' }))).status).toBe(403)
    expect((await endpoint()(post(human))).status).toBe(403)
    expect(await payload.count({ collection: 'adverse-reaction-reports' })).toEqual(before)
  })

  it('answers 503 when saving fails, and its log line names no answer', async () => {
    const logged: string[] = []
    const spies = (['error', 'warn', 'info'] as const).map((level) =>
      vi.spyOn(payload.logger, level).mockImplementation(((...args: unknown[]) => {
        logged.push(JSON.stringify(args))
      }) as never),
    )
    try {
      const broken = endpoint({ now: () => new Date(Number.NaN) })
      const response = await broken(post({ ...human, botCheckToken: await solvedAltchaToken() }, { locale: 'en' }))
      expect(response.status).toBe(503)
      expect(((await response.json()) as Answer).error).toBe('Unfortunately, an error occurred')
      await endpoint()(post({ ...human, botCheckToken: 'forged' }))
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
    expect(logged.length).toBeGreaterThan(0)
    for (const detail of ['Osip', 'Ibuprofen', 'Ana Horvat', 'ana@example.com']) {
      expect(logged.join('\n')).not.toContain(detail)
    }
  })
})

describe('only pharmacovigilance staff and admins read reports, through every API', () => {
  const headers = (role?: string) => ({
    'Content-Type': 'application/json',
    ...(role ? { Authorization: `JWT ${tokens[role]}` } : {}),
  })
  const restGet = (path: string, role?: string) =>
    rest.GET(new Request(`http://localhost/api/${path}`, { headers: headers(role) }), {
      params: Promise.resolve({ slug: path.split('?')[0]?.split('/') ?? [] }),
    })
  const graphqlQuery = async (query: string, role?: string) =>
    (await (
      await graphql(
        new Request('http://localhost/api/graphql', {
          method: 'POST',
          headers: headers(role),
          body: JSON.stringify({ query }),
        }),
      )
    ).json()) as { data?: { AdverseReactionReports?: { docs: { reference: string }[] } | null }; errors?: unknown[] }

  it.each([
    ['anonymous visitors', undefined],
    ['editors', 'editor'],
  ])('%s get nothing through REST, GraphQL, the export or the Local API', async (_who, role) => {
    expect((await restGet('adverse-reaction-reports', role)).status).toBe(403)
    expect((await restGet('adverse-reaction-reports/1', role)).status).toBe(403)
    expect((await restGet('adverse-reaction-reports/export?format=csv', role)).status).toBe(403)
    const answer = await graphqlQuery('{ AdverseReactionReports { docs { reference report } } }', role)
    expect(answer.errors?.length).toBeGreaterThan(0)
    expect(answer.data?.AdverseReactionReports ?? null).toBeNull()
    const user = role
      ? (await payload.find({ collection: 'users', where: { roles: { contains: role } } })).docs[0]
      : null
    await expect(
      payload.find({ collection: 'adverse-reaction-reports', overrideAccess: false, user }),
    ).rejects.toThrow()
  })

  it.each([['pharmacovigilance'], ['admin']])(
    '%s read, list and export them through REST and GraphQL',
    async (role) => {
      const total = await payload.count({ collection: 'adverse-reaction-reports' })
      const list = await restGet('adverse-reaction-reports?limit=100', role)
      expect(list.status).toBe(200)
      const { docs } = (await list.json()) as { docs: { reference: string; deadline: string }[] }
      expect(docs.length).toBe(total.totalDocs)
      const deadlines = docs.map((doc) => doc.deadline)
      expect(deadlines).toEqual([...deadlines].sort())
      const answer = await graphqlQuery('{ AdverseReactionReports { docs { reference } } }', role)
      expect(answer.data?.AdverseReactionReports?.docs.length).toBe(total.totalDocs)

      const first = docs[0]
      if (!first) throw new Error('no reports')
      const one = await payload.find({
        collection: 'adverse-reaction-reports',
        where: { reference: { equals: first.reference } },
      })
      const id = one.docs[0]?.id
      const csv = await restGet(`adverse-reaction-reports/export?format=csv&ids=${id}`, role)
      expect(csv.status).toBe(200)
      expect(csv.headers.get('content-type')).toContain('text/csv')
      const lines = (await csv.text()).trim().split('\r\n')
      expect(lines).toHaveLength(2)
      expect(lines[0]).toContain('"report.reaction.serious"')
      expect(lines[1]).toContain(first.reference)
      const json = await restGet('adverse-reaction-reports/export?format=json', role)
      expect(((await json.json()) as unknown[]).length).toBe(total.totalDocs)
    },
  )

  it('shows a report mail in the outbox to its readers only, and contact mail not to pharmacovigilance', async () => {
    const reportMail = { report: { exists: true } }
    const asRole = async (role: string) =>
      (await payload.find({ collection: 'users', where: { roles: { contains: role } } })).docs[0]
    const editorView = await payload.find({
      collection: 'mail-outbox',
      where: reportMail,
      overrideAccess: false,
      user: await asRole('editor'),
    })
    expect(editorView.totalDocs).toBe(0)
    const pvView = await payload.find({
      collection: 'mail-outbox',
      overrideAccess: false,
      user: await asRole('pharmacovigilance'),
    })
    expect(pvView.totalDocs).toBeGreaterThan(0)
    expect(pvView.docs.every((mail) => mail.report)).toBe(true)
  })

  it('lets nobody create a report through the public API', async () => {
    const { REST_POST } = await import('@payloadcms/next/routes')
    const { default: config } = await import('@payload-config')
    for (const role of [undefined, 'editor', 'pharmacovigilance', 'admin']) {
      const response = await REST_POST(config)(
        new Request('http://localhost/api/adverse-reaction-reports', {
          method: 'POST',
          headers: headers(role),
          body: JSON.stringify({ reference: 'X', kind: 'human' }),
        }),
        { params: Promise.resolve({ slug: ['adverse-reaction-reports'] }) },
      )
      expect(response.status).toBe(403)
    }
  })
})

describe('report retention', () => {
  it('deletes closed reports older than REPORT_RETENTION_DAYS with their mail, and keeps open ones', async () => {
    const { purgeExpiredReports } = await import('@/features/reports/retention')
    const received = new Date('2020-01-01T10:00:00Z')
    const old = await endpoint({ now: () => received })(post({ ...human, botCheckToken: await solvedAltchaToken() }))
    const stillOpen = await endpoint({ now: () => received })(
      post({ ...human, botCheckToken: await solvedAltchaToken() }),
    )
    const closed = await stored(((await old.json()) as Answer).reference ?? '')
    const open = await stored(((await stillOpen.json()) as Answer).reference ?? '')
    await payload.update({ collection: 'adverse-reaction-reports', id: closed.id, data: { status: 'closed' } })
    expect(
      (await payload.find({ collection: 'mail-outbox', where: { report: { equals: closed.id } } })).totalDocs,
    ).toBe(2)

    expect(await purgeExpiredReports(365 * 10, new Date('2026-01-01T00:00:00Z'))).toBe(0)
    expect(await purgeExpiredReports(365, new Date('2026-01-01T00:00:00Z'))).toBe(1)
    expect(
      (await payload.find({ collection: 'adverse-reaction-reports', where: { id: { equals: closed.id } } })).totalDocs,
    ).toBe(0)
    expect(
      (await payload.find({ collection: 'mail-outbox', where: { report: { equals: closed.id } } })).totalDocs,
    ).toBe(0)
    expect(
      (await payload.find({ collection: 'adverse-reaction-reports', where: { id: { equals: open.id } } })).totalDocs,
    ).toBe(1)
  })
})
