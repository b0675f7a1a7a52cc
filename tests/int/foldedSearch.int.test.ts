import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await startPayload({ seeded: true })
})

afterAll(async () => {
  await payload.destroy()
})

async function titlesFound(collection: 'news' | 'pages' | 'job-postings', typed: string, locale: 'hr' | 'sl' = 'hr') {
  // As the admin's list search and the relationship pickers ask: a `like` on the title inside an `and`.
  const { docs } = await payload.find({
    collection,
    locale,
    draft: true,
    depth: 0,
    limit: 50,
    where: { and: [{ id: { not_in: [] } }, { title: { like: typed } }] },
  })
  return docs.map(({ title }) => title)
}

describe('title search in the admin', () => {
  it('finds a title typed without diacritics and in another case', async () => {
    expect(await titlesFound('news', 'STOMATOLOSKI dani')).toEqual(['Stomatološki dani u Rijeci'])
    expect(await titlesFound('pages', 'skladistenje')).toEqual(['Skladištenje i transport'])
    expect(await titlesFound('job-postings', 'skladistar')).toEqual(['Skladištar u distribucijskom centru (m/ž)'])
  })

  it('finds a title typed with diacritics as written', async () => {
    expect(await titlesFound('news', 'stomatološki')).toEqual(['Stomatološki dani u Rijeci'])
  })

  it('searches the locale being edited', async () => {
    expect(await titlesFound('pages', 'skladiscenje', 'sl')).toEqual(['Skladiščenje in transport'])
  })

  it('finds nothing when a word is missing', async () => {
    expect(await titlesFound('news', 'stomatoloski zagreb')).toEqual([])
  })
})
