import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsItems } from '@/seed/content/news'
import { startPayload } from './support/payload'

let payload: Payload
// Imported once Payload runs on the test database: the module reads the configuration when it loads.
let news: typeof import('@/lib/cms/news')

beforeAll(async () => {
  payload = await startPayload({ seeded: true })
  news = await import('@/lib/cms/news')
})

afterAll(async () => {
  await payload.destroy()
})

// The items a market does not offer in a language are left out by the query, not dropped from its answer.
describe('the news lists of slo and bih', () => {
  it('fills the latest items, a list page and the related items of slo and bih from what they offer in the locale', async () => {
    for (const [market, locale] of [
      ['slo', 'sl'],
      ['slo', 'en'],
      ['bih', 'bs'],
      ['bih', 'en'],
    ] as const) {
      const offered = newsItems.filter((item) => (!item.markets || item.markets.includes(market)) && item.slug.en)
      expect(offered.length).toBeGreaterThan(news.newsPageSize)
      expect(await news.findLatestNews(payload, market, locale, 3)).toHaveLength(3)
      const first = await news.findNewsPage(payload, { market, locale, categorySlug: null, page: 1 })
      expect(first?.items).toHaveLength(news.newsPageSize)
      expect(first?.totalPages).toBe(Math.ceil(offered.length / news.newsPageSize))
      const newest = first?.items[0]
      if (!newest) throw new Error(`no news on ${market}`)
      expect(await news.findRelatedNews(payload, market, locale, newest, 3)).toHaveLength(3)
    }
  })
})

describe('a news cover', () => {
  const quiet = { disableRevalidate: true }
  it('anchors a cropped cover at the focal point the editor set, else at its centre', async () => {
    const covers = async () =>
      (await news.findNewsPage(payload, { market: 'cro', locale: 'hr', categorySlug: null, page: 1 }))?.items.map(
        (item) => item.cover,
      ) ?? []
    const [first, second] = await covers()
    expect([first?.focalPoint, second?.focalPoint]).toEqual(['50% 50%', '50% 50%'])
    await payload.update({
      collection: 'media',
      id: Number(first?.url.split('/').pop()),
      data: { focalX: 20, focalY: 85 },
      context: quiet,
    })
    expect((await covers())[0]?.focalPoint).toBe('20% 85%')
  })
})
