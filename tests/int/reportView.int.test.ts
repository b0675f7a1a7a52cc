import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReportView } from '@/features/reports/admin/ReportView'
import { startPayload } from './support/payload'
import { postReport, reportEndpoint, siteUrl, solvedAltchaToken, storedReport, veterinary } from './support/reportForm'

let payload: Payload
let reference = ''
const password = 'correct-horse-battery-staple'

const staff = async (role: 'admin' | 'pharmacovigilance', name: string) =>
  payload.create({
    collection: 'users',
    data: { email: `${role}-view@demomedika.example`, name, password, roles: [role] },
    overrideAccess: true,
  })

beforeAll(async () => {
  process.env.SITE_URL = siteUrl
  payload = await startPayload()
  const response = await reportEndpoint()(postReport({ ...veterinary, botCheckToken: await solvedAltchaToken() }))
  reference = ((await response.json()) as { reference: string }).reference
})

afterAll(async () => {
  await payload.destroy()
})

/** What the admin shows of a stored report for a staff member whose admin speaks `language`. */
async function renderedView(language: string): Promise<string> {
  const data = await storedReport(payload, reference)
  const props = { data, i18n: { language } } as unknown as Parameters<typeof ReportView>[0]
  return renderToStaticMarkup(ReportView(props))
}

describe('the report view in the admin', () => {
  it('reads like the form: sections, questions and chosen options in the staff member’s language, and the deadline', async () => {
    const croatian = await renderedView('hr')
    expect(croatian).toContain('<h2>Odgovori iz obrasca</h2>')
    expect(croatian).toContain('Naziv veterinarskog lijeka</dt>')
    expect(croatian).toContain('Vetmedin</dd>')
    expect(croatian).toContain('Rok:</strong>')
    expect(croatian).not.toContain('"effectDescription"')
    const english = await renderedView('en')
    expect(english).toContain('<h2>Answers from the form</h2>')
    expect(english).toContain('Deadline:</strong>')
    const slovenian = await renderedView('sl')
    expect(slovenian).toContain('<h2>Odgovori iz obrazca</h2>')
  })

  it('records every status change with its time and who made it, and no request rewrites that history', async () => {
    const officer = await staff('pharmacovigilance', 'Petra Officer')
    const { id } = await storedReport(payload, reference)
    await payload.update({
      collection: 'adverse-reaction-reports',
      id,
      data: { status: 'forwarded', statusHistory: [{ status: 'closed', changedAt: '2020-01-01T00:00:00.000Z' }] },
      overrideAccess: false,
      user: officer,
    })
    const { statusHistory } = await storedReport(payload, reference)
    expect(statusHistory?.map((change) => [change.status, change.changedBy ?? null])).toEqual([
      ['new', null],
      ['forwarded', 'Petra Officer'],
    ])
    expect(await renderedView('hr')).toMatch(/Proslijeđena<\/strong> · .* · promijenio\/la Petra Officer/)
  })
})

describe('sent mail in the outbox', () => {
  it('keeps its recipients and content when an admin saves it; only its delivery status changes', async () => {
    const admin = await staff('admin', 'Ana Admin')
    const mail = (await payload.find({ collection: 'mail-outbox', where: { report: { exists: true } }, limit: 1 }))
      .docs[0]
    if (!mail) throw new Error('the report queued no mail')
    const updated = await payload.update({
      collection: 'mail-outbox',
      id: mail.id,
      data: {
        to: ['someone@elsewhere.example'],
        subject: 'Changed',
        text: 'Changed',
        html: '<p>x</p>',
        status: 'failed',
      },
      overrideAccess: false,
      user: admin,
    })
    expect(updated.status).toBe('failed')
    expect([updated.to, updated.subject, updated.text, updated.html]).toEqual([
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
    ])
  })
})
