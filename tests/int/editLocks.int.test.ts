import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cvFiles } from '../fixtures/cvFiles'
import { applicant, applicationEndpoint, postApplication, solvedAltchaToken } from './support/applicationForm'
import { startPayload } from './support/payload'
import { human, postReport, reportEndpoint, siteUrl } from './support/reportForm'
import { type RestRoute, restRoute } from './support/restRoute'
import { staffTokens } from './support/staffApi'

let payload: Payload
let tokens: Record<string, string>
let rest: RestRoute
const documents: Record<string, number> = {}
const userIds: Record<string, number> = {}

beforeAll(async () => {
  process.env.SITE_URL = siteUrl
  payload = await startPayload()
  tokens = await staffTokens(payload, ['admin', 'editor', 'pharmacovigilance', 'hr'])
  for (const user of (await payload.find({ collection: 'users', pagination: false })).docs) {
    userIds[user.email.split('@')[0] ?? ''] = user.id
  }
  const report = await reportEndpoint()(postReport({ ...human, botCheckToken: await solvedAltchaToken() }))
  if (report.status !== 200) throw new Error(`the report endpoint answered ${report.status}`)
  const cv = { bytes: cvFiles.pdf(), name: 'cv.pdf', type: 'application/pdf' }
  const application = await applicationEndpoint()(
    postApplication({ ...applicant, botCheckToken: await solvedAltchaToken() }, cv),
  )
  if (application.status !== 200) throw new Error(`the application endpoint answered ${application.status}`)
  for (const collection of ['adverse-reaction-reports', 'job-applications', 'contact-messages'] as const) {
    documents[collection] = (await payload.find({ collection, limit: 1 })).docs[0]?.id ?? 0
  }
  documents.pages = (
    await payload.create({ collection: 'pages', data: { title: 'Locked page', slug: 'locked-page' } as never })
  ).id
  const api = await import('@/app/(payload)/api/[...slug]/route')
  rest = (method, path, options) => restRoute(api, method, path, options)
})

afterAll(async () => {
  await payload.destroy()
})

/** An edit lock on a document, asked for through REST as the admin's edit view would. */
function lock(role: string, relationTo: string, spelling = 'payload-locked-documents'): Promise<Response> {
  return rest('POST', spelling, {
    token: tokens[role],
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      document: { relationTo, value: documents[relationTo] },
      user: { relationTo: 'users', value: userIds[role] },
    }),
  })
}

/** What the stored locks point at (Payload keeps a lock whose document it cannot relate, pointing at nothing). */
async function lockedDocuments(): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'payload-locked-documents', pagination: false, depth: 0 })
  return docs.map((doc) => (doc.document ? `${doc.document.relationTo}/${doc.document.value}` : 'nothing'))
}

describe('edit locks on personal data (reports, applications, contact messages)', () => {
  it.each([
    ['an editor', 'editor', 'adverse-reaction-reports'],
    ['HR', 'hr', 'adverse-reaction-reports'],
    ['an editor', 'editor', 'job-applications'],
    ['pharmacovigilance', 'pharmacovigilance', 'job-applications'],
    ['the document’s own readers', 'pharmacovigilance', 'adverse-reaction-reports'],
    ['the document’s own readers', 'hr', 'job-applications'],
  ])('are not taken by %s (%s on %s), however the address is spelled', async (_who, role, relationTo) => {
    for (const spelling of ['payload-locked-documents', '%70ayload-locked-documents']) {
      expect((await lock(role, relationTo, spelling)).status, spelling).toBeLessThan(500)
    }
    expect((await lockedDocuments()).filter((target) => target !== 'nothing')).toEqual([])
  })

  it('are still taken on content, and the list of locks names no personal document', async () => {
    expect((await lock('editor', 'pages')).status).toBe(201)
    expect((await lockedDocuments()).filter((target) => target !== 'nothing')).toEqual([`pages/${documents.pages}`])
    const listed = await rest('GET', 'payload-locked-documents?depth=0&limit=100', { token: tokens.editor })
    expect(listed.status).toBe(200)
    const { docs } = (await listed.json()) as { docs: { document?: { relationTo: string } | null }[] }
    const named = docs.flatMap((doc) => (doc.document ? [doc.document.relationTo] : []))
    expect(named).toEqual(['pages'])
  })
})
