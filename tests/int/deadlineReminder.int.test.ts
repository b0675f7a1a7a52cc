import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dueSoonListQuery } from '@/collections/AdverseReactionReports/constants'
import { queueDeadlineReminder } from '@/features/reports/deadlineReminder'
import { listReportsDueSoon } from '@/lib/cms/reportDeadlines'
import { marketRules } from '@/markets/rules'
import { startPayload } from './support/payload'
import { pvMailbox, siteUrl } from './support/reportForm'
import { restClient, staffTokens } from './support/staffApi'

let payload: Payload
const now = new Date('2026-11-20T09:00:00Z')
const day = 24 * 60 * 60_000
const references: Record<string, string> = {}
const deps = { market: marketRules.cro, pvMailbox, siteUrl }

async function report(name: string, market: string, status: string, deadlineInDays: number) {
  const reference = `H-20261101-${name.toUpperCase().padEnd(6, 'X')}`
  references[name] = reference
  await payload.create({
    collection: 'adverse-reaction-reports',
    data: {
      reference,
      status: status as 'new',
      kind: 'human',
      seriousness: 'serious',
      receivedAt: new Date(now.getTime() - 10 * day).toISOString(),
      deadline: new Date(now.getTime() + deadlineInDays * day).toISOString(),
      locale: 'hr',
      market: market as 'cro',
      report: { reaction: { description: 'Osip po cijelom tijelu' }, reporter: { name: 'Ana Horvat' } },
    },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  process.env.SITE_URL = siteUrl
  payload = await startPayload()
  await report('soon', 'cro', 'new', 2)
  await report('late', 'cro', 'forwarded', -2)
  await report('closed', 'cro', 'closed', -1)
  await report('later', 'cro', 'new', 10)
  await report('other', 'slo', 'new', 1)
})

afterAll(async () => {
  await payload.destroy()
})

const reminders = async () =>
  (await payload.find({ collection: 'mail-outbox', where: { deadlineReminder: { equals: true } }, sort: 'createdAt' }))
    .docs

describe('the daily deadline reminder', () => {
  it('selects the open reports of the market whose deadline is within 3 days or past, the most urgent first', async () => {
    const due = await listReportsDueSoon('cro', now)
    expect(due.map((entry) => entry.reference)).toEqual([references.late, references.soon])
  })

  it('mails the pharmacovigilance mailbox the list once a day, past deadlines marked, without health details', async () => {
    expect(await queueDeadlineReminder(deps, now)).toBe(2)
    const [mail, ...more] = await reminders()
    expect(more).toEqual([])
    expect(mail?.to).toEqual(pvMailbox)
    expect(mail?.subject).toBe('Prijave nuspojava kojima rok istječe: 2')
    expect(mail?.text).toContain(`${references.late} (Lijek za ljude) – rok:`)
    expect(mail?.text).toMatch(new RegExp(`${references.late}.*\\(rok je istekao\\)`))
    expect(mail?.text).not.toMatch(new RegExp(`${references.soon}.*\\(rok je istekao\\)`))
    for (const absent of [references.closed, references.later, references.other, 'Osip', 'Ana Horvat']) {
      expect(`${mail?.text}${mail?.html}`).not.toContain(absent)
    }
    expect(mail?.text).toContain(`${siteUrl}/admin/collections/adverse-reaction-reports?`)

    expect(await queueDeadlineReminder(deps, new Date(now.getTime() + 3 * 60 * 60_000))).toBe(0)
    expect(await reminders()).toHaveLength(1)
  })

  it('sends nothing on a day with no report due soon', async () => {
    expect(await queueDeadlineReminder({ ...deps, market: marketRules.bih }, now)).toBe(0)
  })
})

describe('who reads the reminder, and the inbox filter', () => {
  let get: Awaited<ReturnType<typeof restClient>>
  let tokens: Record<string, string>
  beforeAll(async () => {
    get = await restClient()
    tokens = await staffTokens(payload, ['admin', 'editor', 'pharmacovigilance'])
  })

  it('is read by pharmacovigilance staff, not by editors', async () => {
    const outbox = async (role: string) =>
      ((await (await get('mail-outbox?limit=100', tokens[role])).json()) as { docs: { deadlineReminder: boolean }[] })
        .docs
    expect((await outbox('pharmacovigilance')).some((mail) => mail.deadlineReminder)).toBe(true)
    expect((await outbox('editor')).some((mail) => mail.deadlineReminder)).toBe(false)
  })

  it('lists in the admin the same reports the reminder does', async () => {
    const response = await get(`adverse-reaction-reports?${dueSoonListQuery(now, 'cro')}`, tokens.pharmacovigilance)
    const { docs } = (await response.json()) as { docs: { reference: string }[] }
    expect(docs.map((doc) => doc.reference)).toEqual([references.late, references.soon])
  })
})
