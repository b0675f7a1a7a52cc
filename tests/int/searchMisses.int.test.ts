import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordSearchClick, recordSearchesWithResults, recordSearchMiss } from '@/collections/SearchMisses/counts'
import { startPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
})

afterAll(async () => {
  await payload.destroy()
})

describe('what visitors did not find', () => {
  it('counts searches without results per day and query, anonymously, for the last 30 days', async () => {
    const day = new Date('2026-11-27T10:00:00Z')
    await recordSearchMiss(payload, 'cro', 'hr', 'Vitamin  D3', new Date('2026-10-20T10:00:00Z'))
    await recordSearchMiss(payload, 'cro', 'hr', 'Vitamin  D3', day)
    await recordSearchMiss(payload, 'cro', 'hr', 'vitamin d3', day)
    await recordSearchMiss(payload, 'slo', 'sl', 'vitamin d3', day)
    const { docs } = await payload.find({ collection: 'search-misses', sort: 'market', depth: 0 })
    expect(docs.map(({ query, count, day, market, locale }) => ({ query, count, day, market, locale }))).toEqual([
      { query: 'vitamin d3', count: 2, day: '2026-11-27', market: 'cro', locale: 'hr' },
      { query: 'vitamin d3', count: 1, day: '2026-11-27', market: 'slo', locale: 'sl' },
    ])
    // Nothing about the visitor is kept: no address, no cookie.
    expect(Object.keys(docs[0] ?? {}).sort()).toEqual([
      'clicks',
      'count',
      'createdAt',
      'day',
      'id',
      'key',
      'locale',
      'market',
      'query',
      'updatedAt',
      'withResults',
      'withoutClick',
    ])
  })

  it('counts searches with results and the results opened: the searches without a click are listed', async () => {
    const day = new Date('2026-11-27T11:00:00Z')
    await recordSearchesWithResults(payload, 'cro', 'hr', 'Skladištenje', 3, day)
    await recordSearchClick(payload, 'cro', 'hr', 'skladištenje', day)
    await recordSearchesWithResults(payload, 'cro', 'hr', 'galderma', 1, day)
    await recordSearchClick(payload, 'cro', 'hr', 'Galderma', day)
    const counts = async (query: string) => {
      const { docs } = await payload.find({ collection: 'search-misses', where: { query: { equals: query } } })
      return docs.map(({ count, withResults, clicks, withoutClick }) => ({ count, withResults, clicks, withoutClick }))
    }
    expect(await counts('skladištenje')).toEqual([{ count: 0, withResults: 3, clicks: 1, withoutClick: 2 }])
    expect(await counts('galderma')).toEqual([{ count: 0, withResults: 1, clicks: 1, withoutClick: 0 }])
    // The admin's list shows the searches without a result or without a click, not those answered.
    const config = payload.collections['search-misses'].config
    const listed = await payload.find({
      collection: 'search-misses',
      where: (await config.admin.baseFilter?.({ req: {} as never, limit: 10, page: 1, sort: '' })) ?? {},
    })
    expect(listed.docs.map(({ query }) => query).sort()).toEqual(['skladištenje', 'vitamin d3', 'vitamin d3'])
  })
})
