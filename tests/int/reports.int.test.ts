import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { deliverDueMail } from '@/features/forms/mailDelivery'
import { humanAnswers } from '../fixtures/reports'
import { startPayload } from './support/payload'
import {
  type ReportAnswer as Answer,
  reportEndpoint as endpoint,
  human,
  mailFrom,
  postReport as post,
  pvMailbox,
  siteUrl,
  solvedAltchaToken,
  storedReport,
  veterinary,
} from './support/reportForm'
import { TestSmtpServer } from './support/smtp'

let payload: Payload

beforeAll(async () => {
  process.env.SITE_URL = siteUrl
  payload = await startPayload()
})

afterAll(async () => {
  await payload.destroy()
})

const stored = (reference: string) => storedReport(payload, reference)
const days = (from: string, to: string) => (new Date(to).getTime() - new Date(from).getTime()) / 86_400_000

describe('a report is stored before the endpoint answers, with its receipt time and legal deadline', () => {
  it('keeps a non-serious human report with a 90-day deadline, shaped after E2B', async () => {
    const response = await endpoint()(post({ ...human, botCheckToken: await solvedAltchaToken() }))
    expect(response.status).toBe(200)
    const answer = (await response.json()) as Answer
    expect(answer).toMatchObject({ ok: true, summaryQueued: true })
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
    expect(second.summaryQueued).toBe(false)
    const vetDoc = await stored(second.reference ?? '')
    expect(vetDoc).toMatchObject({ kind: 'veterinary', locale: 'en' })
    expect(days(vetDoc.receivedAt, vetDoc.deadline)).toBe(30)
  })
})

describe('report mail through a real SMTP server', () => {
  const smtp = new TestSmtpServer()
  beforeAll(() => smtp.start())
  afterAll(() => smtp.stop())

  it('sends the reporter a confirmation with only the number and the PV mailbox a notice, neither with health details', async () => {
    const response = await endpoint()(post({ ...human, botCheckToken: await solvedAltchaToken() }, { locale: 'en' }))
    const { reference } = (await response.json()) as Answer
    // Mail of the reports sent before waits in the outbox too: the delivery runs until none is left.
    while ((await deliverDueMail({ smtpUrl: smtp.url, from: mailFrom })).sent > 0) {}
    const ours = () => smtp.received.filter((mail) => mail.parsed.subject?.endsWith(reference ?? '-'))
    await expect.poll(() => ours().length, { timeout: 10_000 }).toBe(2)
    const summary = ours().find((mail) => mail.envelopeTo.includes('ana@example.com'))
    const notice = ours().find((mail) => mail.envelopeTo.includes(pvMailbox[0] ?? ''))
    expect(summary?.parsed.subject).toBe(`Your adverse reaction report ${reference}`)
    expect(summary?.parsed.text).toContain(`as number ${reference}.`)
    expect(summary?.parsed.replyTo?.value[0]?.address).toBe(pvMailbox[0])
    // Anyone can type anyone's address: the confirmation carries nothing the visitor wrote (no relay).
    for (const detail of ['Osip', 'Ibuprofen', 'Ana Horvat', 'Glavobolja']) expect(summary?.raw).not.toContain(detail)
    expect(notice?.parsed.subject).toBe(`Nova prijava nuspojave ${reference}`)
    const doc = await stored(reference ?? '')
    expect(notice?.parsed.text).toContain(`${siteUrl}/admin/collections/adverse-reaction-reports/${doc.id}`)
    // The number's random part may itself contain the initials' letters.
    const noticeWithoutNumber = notice?.raw.replaceAll(reference ?? '-', '')
    for (const detail of ['Osip', 'Ibuprofen', 'Ana Horvat', 'ana@example.com', 'Glavobolja', 'AH']) {
      expect(noticeWithoutNumber).not.toContain(detail)
    }
  })
})

describe('the reporter confirmation', () => {
  it('goes to one address at most three times a day, whatever the case of the address', async () => {
    const sent: boolean[] = []
    for (const email of [
      'Relay.Target@example.com',
      'relay.target@example.com',
      'RELAY.TARGET@example.com',
      'relay.target@EXAMPLE.com',
    ]) {
      const answers = { ...humanAnswers, reporterEmail: email }
      const response = await endpoint()(post({ ...human, answers, botCheckToken: await solvedAltchaToken() }))
      sent.push(((await response.json()) as Answer).summaryQueued ?? true)
    }
    expect(sent).toEqual([true, true, true, false])
    const queued = await payload.count({
      collection: 'mail-outbox',
      where: { to: { equals: 'relay.target@example.com' } },
    })
    expect(queued.totalDocs).toBe(3)
  })

  it('counts every spelling of one mailbox together: case and a +tag', async () => {
    const sent: boolean[] = []
    for (const email of ['mira+1@example.com', 'Mira+2@Example.com', 'MIRA@example.com', 'mira+3@example.com']) {
      const answers = { ...humanAnswers, reporterEmail: email }
      const response = await endpoint()(post({ ...human, answers, botCheckToken: await solvedAltchaToken() }))
      expect(response.status, email).toBe(200)
      sent.push(((await response.json()) as Answer).summaryQueued ?? true)
    }
    expect(sent).toEqual([true, true, true, false])
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

describe('report retention', () => {
  it('deletes closed reports older than REPORT_RETENTION_DAYS with their mail, and keeps open ones', async () => {
    const { purgeExpiredReports } = await import('@/features/reports/retention')
    const received = new Date('2020-01-01T10:00:00Z')
    // An address of its own: the earlier tests used up Ana's confirmations for today.
    const report = { ...human, answers: { ...humanAnswers, reporterEmail: 'retention@example.com' } }
    const old = await endpoint({ now: () => received })(post({ ...report, botCheckToken: await solvedAltchaToken() }))
    const stillOpen = await endpoint({ now: () => received })(
      post({ ...report, botCheckToken: await solvedAltchaToken() }),
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
