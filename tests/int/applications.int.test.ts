import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { settings } from '@/config/settings'
import { cvFiles } from '../fixtures/cvFiles'
import {
  applicant,
  createPosting,
  applicationEndpoint as endpoint,
  hrMailbox,
  postApplication as post,
  siteUrl,
  solvedAltchaToken,
} from './support/applicationForm'
import { startPayload } from './support/payload'

let payload: Payload
const postings: Record<string, number> = {}
const pdf = { bytes: cvFiles.pdf(), name: 'Ana Horvat CV.pdf', type: 'application/pdf' }
type Answer = { ok: boolean; error?: string; fieldErrors?: Record<string, string> }

beforeAll(async () => {
  process.env.SITE_URL = siteUrl
  payload = await startPayload()
  postings.open = (await createPosting(payload, 'cro', 'otvoren', '2099-12-31')).id
  postings.closed = (await createPosting(payload, 'cro', 'zatvoren', '2020-01-31')).id
  postings.slovenian = (await createPosting(payload, 'slo', 'slovenski', '2099-12-31')).id
})

afterAll(async () => {
  await payload.destroy()
})

const send = async (fields: Record<string, string | undefined>, cv = pdf, options = {}) =>
  endpoint()(post({ ...fields, botCheckToken: await solvedAltchaToken() }, cv, options))
const stored = async (email: string) =>
  (await payload.find({ collection: 'job-applications', where: { email: { equals: email } }, depth: 1 })).docs

describe('an application is stored with its CV before success is answered', () => {
  it('stores a PDF application for an open posting under the applicant’s name, and queues a notice to HR', async () => {
    const response = await send({ ...applicant, posting: String(postings.open) })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    const [application] = await stored(applicant.email)
    expect(application).toMatchObject({
      name: 'Ana Horvat',
      phone: '+385 91 000 0000',
      message: applicant.message,
      postingTitle: 'Skladištar otvoren',
      privacyAccepted: true,
      locale: 'hr',
      market: 'cro',
    })
    const cv = application?.cv
    if (typeof cv !== 'object' || !cv?.filename) throw new Error('no CV stored')
    // HR sees whose CV it is; a random part keeps two applicants of one name apart.
    expect(cv.filename).toMatch(/^ana-horvat-cv-[0-9a-f]{8}\.pdf$/)
    expect(cv.mimeType).toBe('application/pdf')
    const onDisk = path.join(settings().mediaDir, 'job-applications', cv.filename)
    expect(readFileSync(onDisk).equals(pdf.bytes)).toBe(true)

    const { docs: mails } = await payload.find({
      collection: 'mail-outbox',
      where: { jobApplication: { equals: application?.id } },
    })
    expect(mails).toHaveLength(1)
    const mail = mails[0]
    expect(mail?.to).toEqual(hrMailbox)
    expect(mail?.subject).toBe('Nova prijava: Skladištar otvoren')
    expect(mail?.text).toContain('Ana Horvat')
    expect(mail?.text).toContain(`${siteUrl}/admin/collections/job-applications/${application?.id}`)
    // The notice carries neither the CV nor what the applicant wrote or how to reach them.
    for (const detail of ['Zanima me', 'ana.horvat@example.com', '+385', cv.filename, '%PDF']) {
      expect(`${mail?.text}${mail?.html}`).not.toContain(detail)
    }
  })

  it.each([
    ['DOCX', cvFiles.docx(), 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['ODT', cvFiles.odt(), 'cv.odt', 'application/vnd.oasis.opendocument.text'],
  ])('takes a CV in %s for an open application (no posting)', async (_kind, bytes, name, type) => {
    const email = `${name.replace('.', '-')}@example.com`
    const response = await send({ ...applicant, email, phone: undefined }, { bytes, name, type })
    expect(response.status).toBe(200)
    const [application] = await stored(email)
    expect(application).toMatchObject({ posting: null, postingTitle: null, phone: null })
    expect(typeof application?.cv === 'object' && application.cv.mimeType).toBe(type)
    const [mail] = (
      await payload.find({ collection: 'mail-outbox', where: { jobApplication: { equals: application?.id } } })
    ).docs
    expect(mail?.subject).toBe('Nova otvorena prijava')
  })
})

describe('the application endpoint refuses bad requests with a 4xx, never a 500, and stores nothing', () => {
  it.each([
    ['a program named like a PDF', cvFiles.exe(), 'cv.pdf', 'application/pdf'],
    ['text named like a PDF', cvFiles.text(), 'cv.pdf', 'application/pdf'],
    [
      'a spreadsheet named like a DOCX',
      cvFiles.xlsx(),
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a spreadsheet named like an ODT', cvFiles.ods(), 'cv.odt', 'application/vnd.oasis.opendocument.text'],
    ['a PDF cut short', cvFiles.pdf().subarray(0, 200), 'cv.pdf', 'application/pdf'],
  ])('checks the CV by its content: refuses %s', async (_what, bytes, name, type) => {
    const before = await payload.count({ collection: 'job-application-files' })
    const response = await send(applicant, { bytes, name, type }, { locale: 'en' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as Answer).fieldErrors?.cv).toBe(
      'This file is not a PDF, DOCX or ODT document. Attach your CV in one of these formats.',
    )
    expect(await payload.count({ collection: 'job-application-files' })).toEqual(before)
  })

  it('refuses a CV over 5 MB with its own words, and a body over the limit with 413', async () => {
    const large = { ...pdf, bytes: Buffer.concat([cvFiles.pdf(), Buffer.alloc(5 * 1024 * 1024)]) }
    const tooLarge = await send(applicant, large, { locale: 'en' })
    expect(tooLarge.status).toBe(400)
    expect(((await tooLarge.json()) as Answer).fieldErrors?.cv).toBe(
      'The file is too large: the CV may be at most 5 MB.',
    )
    const huge = await send(applicant, { ...pdf, bytes: Buffer.alloc(6 * 1024 * 1024) })
    expect(huge.status).toBe(413)
    expect(((await huge.json()) as Answer).error).toBe('Prijava je prevelika: životopis smije imati najviše 5 MB.')
  })

  it('answers 400 with localized field errors for a form without CV, name or consent', async () => {
    const response = await endpoint()(
      post({ email: 'not-an-email', message: 'x', phone: 'abc', botCheckToken: 'x' }, null, { locale: 'en' }),
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as Answer).fieldErrors).toEqual({
      name: 'This field is required.',
      email: 'Enter a valid e-mail address.',
      phone: 'The phone may hold only digits, spaces and + ( ) / . -',
      cv: 'Attach your CV.',
      privacyAccepted: 'Accept the privacy policy to send your application.',
    })
  })

  it('refuses a closed posting, a posting of another market and JSON instead of form data', async () => {
    for (const posting of [postings.closed, postings.slovenian, 999_999]) {
      const response = await send({ ...applicant, posting: String(posting) })
      expect(response.status).toBe(400)
      expect(((await response.json()) as Answer).fieldErrors?.posting).toBe(
        'Ovaj oglas više nije otvoren. Možete nam poslati otvorenu prijavu.',
      )
    }
    const json = await endpoint()(
      new Request('http://localhost/api/applications?locale=hr', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(applicant),
      }),
    )
    expect(json.status).toBe(400)
    expect(((await json.json()) as Answer).error).toBe('Zahtjev nije ispravan.')
  })

  it('answers 403 without a solved bot check and 429 past the shared rate limit', async () => {
    const before = await payload.count({ collection: 'job-applications' })
    expect((await endpoint()(post({ ...applicant, botCheckToken: 'forged' }, pdf))).status).toBe(403)
    expect((await endpoint()(post(applicant, pdf))).status).toBe(403)
    expect(await payload.count({ collection: 'job-applications' })).toEqual(before)
    const limited = endpoint({ limit: 2 })
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await limited(post({}, null, { client: '203.0.113.7' }))).status).toBe(400)
    }
    const refused = await limited(post({}, null, { client: '203.0.113.7', locale: 'en' }))
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as Answer).error).toMatch(
      /^Too many forms have been sent from this address\. Please try again in 1 minute\.$/,
    )
  })

  it('answers 503 when saving fails, and no log line holds what the applicant sent', async () => {
    const logged: string[] = []
    const spies = (['error', 'warn', 'info'] as const).map((level) =>
      vi.spyOn(payload.logger, level).mockImplementation(((...args: unknown[]) => {
        logged.push(JSON.stringify(args))
      }) as never),
    )
    try {
      const broken = endpoint({ now: () => new Date(Number.NaN) })
      const response = await broken(post({ ...applicant, botCheckToken: await solvedAltchaToken() }, pdf))
      expect(response.status).toBe(503)
      await send(applicant, { bytes: cvFiles.exe(), name: 'Ana Horvat.pdf', type: 'application/pdf' })
      await endpoint()(post({ ...applicant, botCheckToken: 'forged' }, pdf))
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
    expect(logged.length).toBeGreaterThan(0)
    for (const detail of ['Ana', 'Horvat', 'ana.horvat@example.com', 'Zanima', '+385']) {
      expect(logged.join('\n')).not.toContain(detail)
    }
  })
})
