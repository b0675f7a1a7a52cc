import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsCategories, newsItems } from '@/seed/content/news'
import { slovenian } from '@/seed/content/translations/sl'
import { slugFrom } from '@/seed/languages'
import { startPayload } from './support/payload'

let payload: Payload
// Imported once Payload runs on the test database: the module reads the configuration when it loads.
let news: typeof import('@/lib/cms/news')
const quiet = { disableRevalidate: true }

/** The seeded items offered on the cro market, newest first: the oracle the queries are checked against. */
const croItems = newsItems
  .filter((item) => !item.markets || item.markets.includes('cro'))
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))

beforeAll(async () => {
  payload = await startPayload({ seeded: true })
  news = await import('@/lib/cms/news')
})

afterAll(async () => {
  await payload.destroy()
})

async function categoryId(hrSlug: string) {
  const category = (await news.findNewsCategories(payload)).find(({ slug }) => slug.hr === hrSlug)
  if (!category) throw new Error(`no category ${hrSlug}`)
  return category.id
}

describe('demo news', () => {
  it('has at least 14 items of both types in at least 4 categories, with cover images', () => {
    expect(newsItems.length).toBeGreaterThanOrEqual(14)
    expect(new Set(newsItems.map(({ type }) => type))).toEqual(new Set(['news', 'event']))
    expect(new Set(newsItems.flatMap(({ categories }) => categories)).size).toBeGreaterThanOrEqual(4)
    expect(newsCategories.length).toBeGreaterThanOrEqual(4)
  })
})

describe('the news list', () => {
  it('pages the items of the market newest first', async () => {
    const first = await news.findNewsPage(payload, { market: 'cro', locale: 'hr', categorySlug: null, page: 1 })
    const second = await news.findNewsPage(payload, { market: 'cro', locale: 'hr', categorySlug: null, page: 2 })
    expect(first?.totalPages).toBe(Math.ceil(croItems.length / news.newsPageSize))
    expect(first?.items).toHaveLength(news.newsPageSize)
    const slugs = [...(first?.items ?? []), ...(second?.items ?? [])].map(({ slug }) => slug)
    expect(slugs).toEqual(croItems.map(({ slug }) => slug.hr))
    // The demo covers are 1280 px JPEGs: the widest candidate is their hero, the same size in WebP.
    expect(first?.items[0]?.cover?.sources.map(({ url, width }) => [url.replace(/\d+/, 'id'), width])).toEqual([
      ['/assets/id?key=thumbnail', 320],
      ['/assets/id?key=card', 640],
      ['/assets/id?key=hero', 1280],
    ])
  })

  it('has no page past the last and no page 0', async () => {
    const last = Math.ceil(croItems.length / news.newsPageSize)
    expect(
      await news.findNewsPage(payload, { market: 'cro', locale: 'hr', categorySlug: null, page: last + 1 }),
    ).toBeNull()
    expect(await news.findNewsPage(payload, { market: 'cro', locale: 'hr', categorySlug: null, page: 0 })).toBeNull()
  })

  it('filters by a category through its slug in the locale, and knows no unknown category', async () => {
    const expected = croItems.filter(({ categories }) => categories.includes('edukacije'))
    const hr = await news.findNewsPage(payload, { market: 'cro', locale: 'hr', categorySlug: 'edukacije', page: 1 })
    expect(hr?.items.map(({ slug }) => slug)).toEqual(expected.map(({ slug }) => slug.hr))
    expect(hr?.category?.name).toEqual({
      hr: 'Edukacije i stručni skupovi',
      en: 'Education and meetings',
      sl: 'Izobraževanja in strokovna srečanja',
      bs: 'Edukacije i stručni skupovi',
    })
    const sl = await news.findNewsPage(payload, {
      market: 'slo',
      locale: 'sl',
      categorySlug: 'izobrazevanja-in-strokovna-srecanja',
      page: 1,
    })
    expect(sl?.category?.id).toBe(hr?.category?.id)
    const en = await news.findNewsPage(payload, { market: 'cro', locale: 'en', categorySlug: 'education', page: 1 })
    expect(en?.items.map(({ slug }) => slug)).toEqual(expected.map(({ slug }) => slug.en))
    expect(
      await news.findNewsPage(payload, { market: 'cro', locale: 'en', categorySlug: 'edukacije', page: 1 }),
    ).toBeNull()
    expect(
      await news.findNewsPage(payload, { market: 'cro', locale: 'hr', categorySlug: 'nepostojeca', page: 1 }),
    ).toBeNull()
  })

  it('answers a category without items with an empty first page', async () => {
    const empty = await payload.create({
      collection: 'news-categories',
      data: { name: 'Prazna', slug: 'prazna' },
      locale: 'hr',
      context: quiet,
    })
    const page = await news.findNewsPage(payload, { market: 'cro', locale: 'hr', categorySlug: 'prazna', page: 1 })
    expect(page).toMatchObject({ items: [], page: 1, totalPages: 1 })
    await payload.delete({ collection: 'news-categories', id: empty.id, context: quiet })
  })

  it('refuses a second category with a slug already taken in that locale', async () => {
    await expect(
      payload.create({
        collection: 'news-categories',
        data: { name: 'Druga veterina', slug: 'veterina' },
        locale: 'hr',
        context: quiet,
      }),
    ).rejects.toThrow(/slug/i)
  })

  it('lists an untranslated item in English with its Croatian copy and slug', async () => {
    const untranslated = newsItems.find((item) => !item.slug.en)
    const latest = await news.findLatestNews(payload, 'cro', 'en', croItems.length)
    const card = latest.find(({ slug }) => slug === untranslated?.slug.hr)
    expect(card).toMatchObject({ language: 'hr', title: untranslated?.title.hr })
    expect(latest.find(({ slug }) => slug === croItems[0]?.slug.en)?.language).toBe('en')
  })

  it('keeps items of other markets out and shows them on their own market', async () => {
    const sloOnly = newsItems.find((item) => item.markets?.length === 1 && item.markets[0] === 'slo')
    if (!sloOnly) throw new Error('the demo news need an item offered on slo only')
    const onCro = await news.findLatestNews(payload, 'cro', 'hr', 100)
    expect(onCro.some(({ slug }) => slug === sloOnly.slug.hr)).toBe(false)
    expect(await news.findNewsArticle(payload, 'cro', 'hr', sloOnly.slug.hr)).toBeNull()
    const title = slovenian[sloOnly.title.hr]
    const onSlo = await news.findLatestNews(payload, 'slo', 'sl', 100)
    expect(onSlo.find(({ slug }) => slug === slugFrom(title ?? ''))).toMatchObject({ language: 'sl', title })
    const article = await news.findNewsArticle(payload, 'slo', 'sl', slugFrom(title ?? ''))
    expect(article).toMatchObject({ language: 'sl', title })
    expect(await news.findNewsArticle(payload, 'slo', 'sl', sloOnly.slug.hr)).toBeNull()
  })

  it('does not offer an item without text in the language of slo or bih, on either of their locales', async () => {
    const untranslated = newsItems.find((item) => !item.slug.en)
    if (!untranslated) throw new Error('the demo news need an item written in Croatian only')
    for (const [market, locale] of [
      ['slo', 'sl'],
      ['slo', 'en'],
      ['bih', 'bs'],
      ['bih', 'en'],
    ] as const) {
      const latest = await news.findLatestNews(payload, market, locale, 100)
      expect(latest.some(({ title }) => title === untranslated.title.hr)).toBe(false)
      expect(latest.every(({ language }) => language === locale)).toBe(true)
      expect(await news.findNewsArticle(payload, market, locale, untranslated.slug.hr)).toBeNull()
    }
  })

  it('shows published items only', async () => {
    const draft = await payload.create({
      collection: 'news',
      data: { title: 'Skica', slug: 'skica-novosti', type: 'news', markets: ['cro'], _status: 'draft' },
      locale: 'hr',
      draft: true,
      context: quiet,
    })
    expect((await news.findLatestNews(payload, 'cro', 'hr', 100)).some(({ id }) => id === draft.id)).toBe(false)
    expect(await news.findNewsArticle(payload, 'cro', 'hr', 'skica-novosti')).toBeNull()
    await payload.delete({ collection: 'news', id: draft.id, context: quiet })
  })
})

describe('a news item', () => {
  it('is found by its slug in each locale, with its slugs in each locale of the market', async () => {
    const item = newsItems[0]
    const hr = await news.findNewsArticle(payload, 'cro', 'hr', item?.slug.hr ?? '')
    const en = await news.findNewsArticle(payload, 'cro', 'en', item?.slug.en ?? '')
    expect(hr).toMatchObject({ language: 'hr', title: item?.title.hr, slugs: item?.slug })
    expect(en).toMatchObject({ language: 'en', title: item?.title.en, slugs: item?.slug })
    expect(en?.categories.map(({ name }) => name)).toEqual(['Logistics and distribution', 'Company news'])
    expect(await news.findNewsArticle(payload, 'cro', 'en', item?.slug.hr ?? '')).toBeNull()
    expect(await news.findNewsArticle(payload, 'cro', 'hr', item?.slug.en ?? '')).toBeNull()
  })

  it('has its body with its images, each with its text alternative in the body’s language', async () => {
    const item = newsItems.find(({ figure }) => figure)
    for (const locale of ['hr', 'en'] as const) {
      const article = await news.findNewsArticle(payload, 'cro', locale, item?.slug[locale] ?? '')
      const upload = article?.content?.root.children.find((node) => node.type === 'upload')
      expect(upload?.value, locale).toMatchObject({ alt: item?.figure?.alt[locale], mimeType: 'image/jpeg' })
    }
  })

  it('without a translation answers at its Croatian slug in English, in Croatian', async () => {
    const untranslated = newsItems.find((item) => !item.slug.en)
    const article = await news.findNewsArticle(payload, 'cro', 'en', untranslated?.slug.hr ?? '')
    expect(article).toMatchObject({
      language: 'hr',
      title: untranslated?.title.hr,
      slugs: { hr: untranslated?.slug.hr, en: untranslated?.slug.hr },
    })
  })

  it('of type event carries its dates and place', async () => {
    const fair = newsItems.find((item) => item.slug.hr === 'sajam-medicinske-opreme')
    const article = await news.findNewsArticle(payload, 'cro', 'en', fair?.slug.en ?? '')
    expect(article?.event).toEqual({
      start: fair?.event?.start,
      end: fair?.event?.end,
      place: fair?.event?.place.en,
    })
  })

  it('relates items of the same category first, then the newest, never itself', async () => {
    const veterinary = newsItems.find((item) => item.slug.hr === 'novi-asortiman-za-kucne-ljubimce')
    const article = await news.findNewsArticle(payload, 'cro', 'hr', veterinary?.slug.hr ?? '')
    if (!article) throw new Error('no veterinary article')
    const related = await news.findRelatedNews(payload, 'cro', 'hr', article, 3)
    const sameCategory = croItems.filter((item) => item !== veterinary && item.categories.includes('veterina'))
    const newestOthers = croItems.filter((item) => item !== veterinary && !sameCategory.includes(item))
    expect(related.map(({ slug }) => slug)).toEqual(
      [...sameCategory, ...newestOthers].slice(0, 3).map(({ slug }) => slug.hr),
    )
    expect(related.some(({ id }) => id === article.id)).toBe(false)
  })

  it('filters by a hasMany category relationship in SQL', async () => {
    const { docs } = await payload.find({
      collection: 'news',
      where: { categories: { in: [await categoryId('veterina')] } },
      locale: 'hr',
      depth: 0,
      limit: 0,
    })
    expect(docs.map(({ slug }) => slug).sort()).toEqual(
      newsItems
        .filter(({ categories }) => categories.includes('veterina'))
        .map(({ slug }) => slug.hr)
        .sort(),
    )
  })

  it('lists every address of the market for the sitemap', async () => {
    const addresses = await news.findNewsAddresses(payload, 'cro')
    expect(addresses.map(({ slugs }) => slugs.hr)).toEqual(croItems.map(({ slug }) => slug.hr))
  })
})
