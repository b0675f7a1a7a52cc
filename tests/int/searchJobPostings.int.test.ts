import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rebuildSearchIndex } from '@/collections/SearchEntries/indexDocument'
import { ensureSearchIndex, searchSite } from '@/lib/cms/search'
import { createPosting } from './support/applicationForm'
import { startPayload } from './support/payload'

let payload: Payload
let open: Awaited<ReturnType<typeof createPosting>>

beforeAll(async () => {
  payload = await startPayload()
  // Closing day 1 December 2026: open through that whole day (UTC), gone from 2 December.
  open = await createPosting(payload, 'cro', 'skladistar-zagreb', '2026-12-01')
  await createPosting(payload, 'slo', 'skladistar-ljubljana', '2026-12-31')
})

afterAll(async () => {
  await payload.destroy()
})

const found = async (market: 'cro' | 'slo', now: string, query = 'skladištar') =>
  (await searchSite(market, market === 'slo' ? 'sl' : 'hr', query, 1, { now: new Date(now) })).hits.map(
    ({ title, path, source }) => ({
      title,
      path,
      source,
    }),
  )

describe('job postings in the site search', () => {
  it('finds an open posting of the market through its closing day, at its own address', async () => {
    const hit = { title: 'Skladištar skladistar-zagreb', path: '/karijere/skladistar-zagreb', source: 'job-postings' }
    expect(await found('cro', '2026-11-20T08:00:00Z')).toEqual([hit])
    expect(await found('cro', '2026-12-01T23:59:00Z')).toEqual([hit])
    // A database whose postings were published before they were searched gets their entries at start.
    await payload.delete({ collection: 'search-entries', where: { source: { equals: 'job-postings' } } })
    await ensureSearchIndex()
    expect(await found('cro', '2026-11-20T08:00:00Z')).toEqual([hit])
    // The text of its description is searched too, without diacritics.
    expect(await found('cro', '2026-11-20T08:00:00Z', 'opis posla')).toEqual([hit])
  })

  it('drops it the day after its closing date, and never shows another market its postings', async () => {
    expect(await found('cro', '2026-12-02T00:00:01Z')).toEqual([])
    expect((await found('slo', '2026-12-02T00:00:01Z')).map((hit) => hit.path)).toEqual([
      '/kariera/skladistar-ljubljana',
    ])
  })

  it('follows the posting: a new closing date extends it, a draft or a deletion removes it, a rebuild keeps it', async () => {
    await payload.update({
      collection: 'job-postings',
      id: open.id,
      data: { closingDate: '2026-12-15T12:00:00.000Z' },
      locale: 'hr',
      context: { disableRevalidate: true },
    })
    expect(await found('cro', '2026-12-10T08:00:00Z')).toHaveLength(1)
    await rebuildSearchIndex(payload)
    expect(await found('cro', '2026-12-10T08:00:00Z')).toHaveLength(1)
    await payload.update({
      collection: 'job-postings',
      id: open.id,
      data: { _status: 'draft' },
      locale: 'hr',
      context: { disableRevalidate: true },
    })
    expect(await found('cro', '2026-11-20T08:00:00Z')).toEqual([])
    await payload.delete({ collection: 'job-postings', id: open.id, context: { disableRevalidate: true } })
    expect(await payload.count({ collection: 'search-entries', where: { docId: { equals: open.id } } })).toEqual({
      totalDocs: 0,
    })
  })
})
