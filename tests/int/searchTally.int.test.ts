import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countSearch, flushSearchCounts } from '@/lib/cms/searchTally'
import { toLexical } from '@/seed/lexical'
import { startPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
  const layout = [{ blockType: 'richText' as const, content: toLexical([{ type: 'p', text: 'Hladni lanac.' }]) }]
  await payload.create({
    collection: 'pages',
    locale: 'hr',
    data: { title: 'Skladištenje lijekova', slug: 'skladistenje', layout, markets: ['cro'], _status: 'published' },
    context: { disableRevalidate: true },
  })
})

afterAll(async () => {
  await payload.destroy()
})

describe('searches counted off the request', () => {
  it('writes the searches counted in memory, as searches without a result or with results', async () => {
    countSearch('cro', 'hr', 'Vitamin  D3')
    countSearch('cro', 'hr', 'vitamin d3')
    countSearch('cro', 'hr', 'skladistenje')
    await flushSearchCounts(new Date('2026-11-27T10:00:00Z'))
    const counts = async () =>
      (await payload.find({ collection: 'search-misses', sort: 'query', depth: 0 })).docs.map(
        ({ query, count, withResults, day }) => ({ query, count, withResults, day }),
      )
    const written = [
      { query: 'skladistenje', count: 0, withResults: 1, day: '2026-11-27' },
      { query: 'vitamin d3', count: 2, withResults: 0, day: '2026-11-27' },
    ]
    expect(await counts()).toEqual(written)
    // Written once: a second flush has nothing left to write.
    await flushSearchCounts(new Date('2026-11-27T10:00:00Z'))
    expect(await counts()).toEqual(written)
  })
})
