import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordSearchMiss } from '@/lib/cms/searchMisses'
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
    await recordSearchMiss('cro', 'hr', 'Vitamin  D3', new Date('2026-10-20T10:00:00Z'))
    await recordSearchMiss('cro', 'hr', 'Vitamin  D3', day)
    await recordSearchMiss('cro', 'hr', 'vitamin d3', day)
    await recordSearchMiss('slo', 'sl', 'vitamin d3', day)
    const { docs } = await payload.find({ collection: 'search-misses', sort: 'market', depth: 0 })
    expect(docs.map(({ query, count, day, market, locale }) => ({ query, count, day, market, locale }))).toEqual([
      { query: 'vitamin d3', count: 2, day: '2026-11-27', market: 'cro', locale: 'hr' },
      { query: 'vitamin d3', count: 1, day: '2026-11-27', market: 'slo', locale: 'sl' },
    ])
    // Nothing about the visitor is kept: no address, no cookie.
    expect(Object.keys(docs[0] ?? {}).sort()).toEqual([
      'count',
      'createdAt',
      'day',
      'id',
      'key',
      'locale',
      'market',
      'query',
      'updatedAt',
    ])
  })
})
