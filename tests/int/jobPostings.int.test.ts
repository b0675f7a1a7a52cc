import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isOpenPosting } from '@/collections/JobPostings/options'
import { findJobPostings } from '@/lib/cms/jobPostings/queries'
import { toLexical } from '@/seed/lexical'
import { startPayload } from './support/payload'

let payload: Payload
const context = { disableRevalidate: true }
const locations: Record<string, number> = {}

async function posting(
  slug: string,
  market: 'cro' | 'slo',
  closing: string,
  options: { draft?: boolean; en?: boolean } = {},
) {
  const data = {
    title: `Posting ${slug}`,
    slug,
    description: toLexical([{ type: 'p', text: `About ${slug}` }]),
    requirements: 'First\n\n  Second  ',
    market,
    location: locations[market] ?? 0,
    department: 'logistics' as const,
    employmentType: 'FULL_TIME' as const,
    datePosted: '2026-11-01T12:00:00.000Z',
    closingDate: `${closing}T12:00:00.000Z`,
    _status: options.draft ? ('draft' as const) : ('published' as const),
  }
  const created = await payload.create({
    collection: 'job-postings',
    data,
    locale: 'hr',
    context,
    draft: options.draft,
  })
  if (options.en) {
    await payload.update({
      collection: 'job-postings',
      id: created.id,
      data: { ...data, title: `Posting ${slug} (en)`, slug: `${slug}-en` },
      locale: 'en',
      context,
    })
  }
}

beforeAll(async () => {
  payload = await startPayload()
  for (const market of ['cro', 'slo'] as const) {
    const created = await payload.create({
      collection: 'locations',
      data: { city: `City ${market}`, address: 'Street 1', market },
      context,
    })
    locations[market] = created.id
  }
  await posting('later', 'cro', '2026-12-10', { en: true })
  await posting('today', 'cro', '2026-12-01')
  await posting('yesterday', 'cro', '2026-11-30')
  await posting('draft', 'cro', '2026-12-20', { draft: true })
  await posting('slovenian', 'slo', '2026-12-15')
})

afterAll(async () => {
  await payload.destroy()
})

describe('job postings by market, locale and date', () => {
  it('lists the published postings of the market written in the locale, the nearest closing date first', async () => {
    const croatian = await findJobPostings(payload, 'cro', 'hr')
    expect(croatian.map((entry) => entry.slug)).toEqual(['yesterday', 'today', 'later'])
    expect(croatian[2]).toMatchObject({
      slugs: { hr: 'later', en: 'later-en' },
      requirements: ['First', 'Second'],
      location: { id: locations.cro, city: 'City cro', address: 'Street 1' },
    })
    expect((await findJobPostings(payload, 'cro', 'en')).map((entry) => entry.title)).toEqual(['Posting later (en)'])
    expect((await findJobPostings(payload, 'slo', 'hr')).map((entry) => entry.slug)).toEqual(['slovenian'])
  })

  it('keeps a posting open through its closing day and drops it the day after', async () => {
    const croatian = await findJobPostings(payload, 'cro', 'hr')
    const openAt = (moment: string) =>
      croatian.filter((entry) => isOpenPosting(entry.closingDate, new Date(moment))).map((entry) => entry.slug)
    expect(openAt('2026-12-01T08:00:00Z')).toEqual(['today', 'later'])
    expect(openAt('2026-12-01T23:59:00Z')).toEqual(['today', 'later'])
    expect(openAt('2026-12-02T00:00:01Z')).toEqual(['later'])
    expect(openAt('2026-12-11T00:00:01Z')).toEqual([])
  })

  it('shows drafts to no anonymous reader', async () => {
    const visible = await payload.find({ collection: 'job-postings', overrideAccess: false, user: null, limit: 100 })
    expect(visible.docs.map((doc) => doc.slug)).not.toContain('draft')
    expect(visible.totalDocs).toBe(4)
  })
})
