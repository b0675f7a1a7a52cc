import type { Payload } from 'payload'
import { symbols } from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startPayload } from './support/payload'
import { human, postReport, reportEndpoint, siteUrl, solvedAltchaToken, veterinary } from './support/reportForm'
import { restClient } from './support/staffApi'

let payload: Payload

let rest: { GET: (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response> }
const password = 'correct-horse-battery-staple'
const tokens: Record<string, string> = {}

beforeAll(async () => {
  process.env.SITE_URL = siteUrl
  payload = await startPayload()
  const { default: config } = await import('@payload-config')
  const routes = await import('@payloadcms/next/routes')
  rest = { GET: routes.REST_GET(config) }
  for (const role of ['admin', 'editor', 'pharmacovigilance'] as const) {
    const email = `${role}@demomedika.example`
    await payload.create({ collection: 'users', data: { email, password, roles: [role] }, overrideAccess: true })
    const login = await payload.login({ collection: 'users', data: { email, password } })
    tokens[role] = login.token ?? ''
  }
  // Reports, and their mail in the outbox, for the readers to read.
  for (const report of [human, veterinary]) {
    const response = await reportEndpoint()(postReport({ ...report, botCheckToken: await solvedAltchaToken() }))
    if (response.status !== 200) throw new Error(`the report endpoint answered ${response.status}`)
  }
})

afterAll(async () => {
  await payload.destroy()
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
  it.each([
    ['anonymous visitors', undefined],
    ['editors', 'editor'],
  ])('%s get nothing through REST, the export or the Local API, however the address is spelled', async (_who, role) => {
    expect((await restGet('adverse-reaction-reports', role)).status).toBe(403)
    expect((await restGet('adverse-reaction-reports/1', role)).status).toBe(403)
    expect((await restGet('adverse-reaction-reports/export?format=csv', role)).status).toBe(403)
    // However the address is spelled: Payload's router decodes escapes and ignores the case of endpoints.
    const site = await restClient()
    const token = role ? tokens[role] : undefined
    for (const spelled of [
      '%61dverse-reaction-reports',
      'adverse-reaction-reports/%31',
      'adverse-reaction-reports/EXPORT',
    ]) {
      expect([403, 404], spelled).toContain((await site(spelled, token)).status)
    }
    const user = role
      ? (await payload.find({ collection: 'users', where: { roles: { contains: role } } })).docs[0]
      : null
    await expect(
      payload.find({ collection: 'adverse-reaction-reports', overrideAccess: false, user }),
    ).rejects.toThrow()
  })

  it.each([['pharmacovigilance'], ['admin']])('%s read, list and export them through REST', async (role) => {
    const total = await payload.count({ collection: 'adverse-reaction-reports' })
    const list = await restGet('adverse-reaction-reports?limit=100', role)
    expect(list.status).toBe(200)
    const { docs } = (await list.json()) as { docs: { reference: string; deadline: string }[] }
    expect(docs.length).toBe(total.totalDocs)
    const deadlines = docs.map((doc) => doc.deadline)
    expect(deadlines).toEqual([...deadlines].sort())

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
    // Personal data: no cache keeps what the site's route answers staff, the list or the export.
    const site = await restClient()
    for (const path of ['adverse-reaction-reports?limit=1', `adverse-reaction-reports/export?format=csv&ids=${id}`]) {
      const answer = await site(path, tokens[role])
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('cache-control'), path).toBe('private, no-store')
    }
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('"report.reaction.serious"')
    expect(lines[1]).toContain(first.reference)
    const json = await restGet('adverse-reaction-reports/export?format=json', role)
    expect(((await json.json()) as unknown[]).length).toBe(total.totalDocs)
  })

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

describe('the officer’s inbox', () => {
  it('names each report’s reporter and medicine, and assigns it to a pharmacovigilance colleague', async () => {
    const colleague = await payload.create({
      collection: 'users',
      data: { email: 'pv-colleague@demomedika.example', password, name: 'Mia Kolegica', roles: ['pharmacovigilance'] },
      overrideAccess: true,
    })
    const officer = (
      await payload.find({ collection: 'users', where: { email: { equals: 'pharmacovigilance@demomedika.example' } } })
    ).docs[0]
    // An officer sees the colleagues a report can go to, not the rest of the staff; an editor only themself.
    const readable = async (user: unknown) =>
      (await payload.find({ collection: 'users', overrideAccess: false, user, sort: 'email' })).docs.map(
        (doc) => doc.email,
      )
    expect(await readable(officer)).toEqual(['pharmacovigilance@demomedika.example', 'pv-colleague@demomedika.example'])
    const editor = (await payload.find({ collection: 'users', where: { roles: { contains: 'editor' } } })).docs[0]
    expect(await readable(editor)).toEqual(['editor@demomedika.example'])

    const { docs } = await payload.find({ collection: 'adverse-reaction-reports', sort: 'kind', overrideAccess: true })
    expect(docs.map((doc) => [doc.kind, doc.reporter, doc.products])).toEqual([
      ['human', 'Ana Horvat', 'Ibuprofen 400'],
      ['veterinary', 'Ivo Kovač', 'Vetmedin'],
    ])
    const [report] = docs
    if (!report) throw new Error('no report')
    const assign = await payload.update({
      collection: 'adverse-reaction-reports',
      id: report.id,
      data: { assignee: colleague.id, notes: 'Zatražiti broj serije.' },
      overrideAccess: false,
      user: officer,
    })
    expect(assign).toMatchObject({
      notes: 'Zatražiti broj serije.',
      assignee: { id: colleague.id, name: 'Mia Kolegica' },
    })
    // Only pharmacovigilance staff can be assigned.
    await expect(
      payload.update({
        collection: 'adverse-reaction-reports',
        id: report.id,
        data: { assignee: editor?.id },
        user: officer,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('a staff write to a report that fails in the database', () => {
  it('is logged by its kind, without the report it was writing', async () => {
    const { default: config } = await import('@payload-config')
    const { REST_PATCH } = await import('@payloadcms/next/routes')
    const { docs } = await payload.find({ collection: 'adverse-reaction-reports', limit: 1, overrideAccess: true })
    const report = docs[0]
    if (!report) throw new Error('no report')
    // What Drizzle throws when a write fails (a busy SQLite file, a PostgreSQL failover): the values it wrote.
    const failure = new Error(`Failed query: update "adverse_reaction_reports" params: ${JSON.stringify(report)}`)
    failure.name = 'DrizzleQueryError'
    const update = vi.spyOn(payload.db, 'updateOne').mockRejectedValue(failure)
    // The logger's own output, as Payload writes it (through the site's logger, config/logging.ts).
    const stream = (payload.logger as unknown as Record<symbol, { write: (line: string) => boolean }>)[
      symbols.streamSym
    ]
    if (!stream) throw new Error('no log stream')
    const write = stream.write
    const written: string[] = []
    stream.write = (line) => written.push(line) > 0
    try {
      const response = await REST_PATCH(config)(
        new Request(`http://localhost/api/adverse-reaction-reports/${report.id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Authorization: `JWT ${tokens.pharmacovigilance}` },
          body: JSON.stringify({ status: 'forwarded' }),
        }),
        { params: Promise.resolve({ slug: ['adverse-reaction-reports', String(report.id)] }) },
      )
      expect(response.status).toBe(500)
    } finally {
      stream.write = write
      update.mockRestore()
    }
    expect(written.join('')).toContain('DrizzleQueryError')
    for (const detail of [report.reference, 'Failed query', human.answers.reporterEmail]) {
      expect(written.join('')).not.toContain(detail)
    }
  })
})
