import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settings } from '@/config/settings'
import { cvFiles } from '../fixtures/cvFiles'
import { applicant, applicationEndpoint, postApplication, siteUrl, solvedAltchaToken } from './support/applicationForm'
import { startPayload } from './support/payload'
import { restClient, staffTokens } from './support/staffApi'

let payload: Payload
let tokens: Record<string, string>
let rest: Awaited<ReturnType<typeof restClient>>
const pdf = cvFiles.pdf()

async function apply(email: string) {
  const response = await applicationEndpoint()(
    postApplication(
      { ...applicant, email, botCheckToken: await solvedAltchaToken() },
      {
        bytes: pdf,
        name: 'cv.pdf',
        type: 'application/pdf',
      },
    ),
  )
  if (response.status !== 200) throw new Error(`the application endpoint answered ${response.status}`)
  const { docs } = await payload.find({ collection: 'job-applications', where: { email: { equals: email } } })
  const application = docs[0]
  if (!application || typeof application.cv !== 'object') throw new Error('no application stored')
  return { application, file: application.cv }
}

beforeAll(async () => {
  process.env.SITE_URL = siteUrl
  payload = await startPayload()
  tokens = await staffTokens(payload, ['admin', 'editor', 'pharmacovigilance', 'hr'])
  rest = await restClient()
  await apply('first@example.com')
})

afterAll(async () => {
  await payload.destroy()
})

describe('only HR staff and admins read applications and CVs, through every API', () => {
  it.each([
    ['anonymous visitors', undefined],
    ['editors', 'editor'],
    ['pharmacovigilance staff', 'pharmacovigilance'],
  ])('%s get neither applications nor CVs through REST, the file address or the Local API', async (_who, role) => {
    const { application, file } = await apply(`${role ?? 'anonymous'}@example.com`)
    const token = role ? tokens[role] : undefined
    for (const address of [
      'job-applications',
      `job-applications/${application.id}`,
      'job-application-files',
      `job-application-files/${file.id}`,
      `job-application-files/file/${file.filename}`,
    ]) {
      expect([403, 404]).toContain((await rest(address, token)).status)
    }
    const user = role
      ? (await payload.find({ collection: 'users', where: { roles: { contains: role } } })).docs[0]
      : null
    await expect(payload.find({ collection: 'job-applications', overrideAccess: false, user })).rejects.toThrow()
    await expect(payload.find({ collection: 'job-application-files', overrideAccess: false, user })).rejects.toThrow()
  })

  it.each([['hr'], ['admin']])('%s read applications, their CVs and the CV file through REST', async (role) => {
    const { application, file } = await apply(`reader-${role}@example.com`)
    const token = tokens[role]
    const list = await rest('job-applications?limit=100', token)
    expect(list.status).toBe(200)
    const { docs } = (await list.json()) as { docs: { id: number; email: string }[] }
    expect(docs.map((doc) => doc.email)).toContain(`reader-${role}@example.com`)
    expect((await rest(`job-applications/${application.id}`, token)).status).toBe(200)
    const served = await rest(`job-application-files/file/${file.filename}`, token)
    expect(served.status).toBe(200)
    // Downloaded, never shown inline, and kept by no cache; so is the list of applications.
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(served.headers.get('cache-control')).toBe('private, no-store')
    expect(list.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true)
  })

  it('shows an application notice in the outbox to HR and admins, not to editors or pharmacovigilance', async () => {
    const outbox = async (role: string) => {
      const user = (await payload.find({ collection: 'users', where: { roles: { contains: role } } })).docs[0]
      return payload.find({
        collection: 'mail-outbox',
        where: { jobApplication: { exists: true } },
        overrideAccess: false,
        user,
      })
    }
    expect((await outbox('hr')).totalDocs).toBeGreaterThan(0)
    expect((await outbox('admin')).totalDocs).toBe((await outbox('hr')).totalDocs)
    expect((await outbox('editor')).totalDocs).toBe(0)
    expect((await outbox('pharmacovigilance')).totalDocs).toBe(0)
  })

  it('lets HR move an application on and keep notes, but not change what the applicant sent', async () => {
    const { REST_PATCH } = await import('@payloadcms/next/routes')
    const { default: config } = await import('@payload-config')
    const { application } = await apply('progress@example.com')
    expect(application.status).toBe('new')
    const patch = (role: string | undefined, body: object) =>
      REST_PATCH(config)(
        new Request(`http://localhost/api/job-applications/${application.id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', ...(role ? { Authorization: `JWT ${tokens[role]}` } : {}) },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ slug: ['job-applications', String(application.id)] }) },
      )
    for (const role of [undefined, 'editor', 'pharmacovigilance']) {
      expect((await patch(role, { status: 'rejected' })).status).toBe(403)
    }
    const changed = await patch('hr', {
      status: 'interview',
      notes: 'Razgovor u utorak u 10.',
      name: 'Netko Drugi',
      email: 'drugi@example.com',
      message: 'Izmijenjeno',
    })
    expect(changed.status).toBe(200)
    const stored = await payload.findByID({ collection: 'job-applications', id: application.id, depth: 0 })
    expect(stored).toMatchObject({
      status: 'interview',
      notes: 'Razgovor u utorak u 10.',
      name: application.name,
      email: 'progress@example.com',
      message: application.message,
    })
    expect((await patch('hr', { status: 'hired-maybe' })).status).toBe(400)
  })

  it('lets nobody create an application or upload a CV through the public API', async () => {
    const { REST_POST } = await import('@payloadcms/next/routes')
    const { default: config } = await import('@payload-config')
    for (const role of [undefined, 'editor', 'hr', 'admin']) {
      for (const collection of ['job-applications', 'job-application-files']) {
        const response = await REST_POST(config)(
          new Request(`http://localhost/api/${collection}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...(role ? { Authorization: `JWT ${tokens[role]}` } : {}) },
            body: JSON.stringify({ name: 'X', email: 'x@example.com' }),
          }),
          { params: Promise.resolve({ slug: [collection] }) },
        )
        expect(response.status).toBe(403)
      }
    }
  })
})

describe('application retention', () => {
  it('deletes applications older than APPLICATION_RETENTION_DAYS with their CV file and notice, and keeps newer ones', async () => {
    const { purgeExpiredApplications } = await import('@/features/careers/applicationRetention')
    const { application, file } = await apply('retention@example.com')
    const onDisk = path.join(settings().mediaDir, 'job-applications', file.filename ?? '')
    expect(existsSync(onDisk)).toBe(true)
    const day = 24 * 60 * 60_000
    expect(await purgeExpiredApplications(180, new Date(Date.now() + 179 * day))).toBe(0)
    expect(existsSync(onDisk)).toBe(true)

    const total = await payload.count({ collection: 'job-applications' })
    expect(await purgeExpiredApplications(180, new Date(Date.now() + 181 * day))).toBe(total.totalDocs)
    expect(await payload.count({ collection: 'job-applications' })).toEqual({ totalDocs: 0 })
    expect(await payload.count({ collection: 'job-application-files' })).toEqual({ totalDocs: 0 })
    expect(existsSync(onDisk)).toBe(false)
    const notices = await payload.count({ collection: 'mail-outbox', where: { jobApplication: { exists: true } } })
    expect(notices.totalDocs).toBe(0)
    expect(await payload.count({ collection: 'mail-outbox' })).toEqual({ totalDocs: 0 })
    await expect(payload.findByID({ collection: 'job-applications', id: application.id })).rejects.toThrow()
  })
})
