import type { Payload, Where } from 'payload'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { type MarketId, marketRules } from '@/markets'
import { offeredInMarket } from '../client'
import { slugsIn, toCard, toCategoryEntry } from './documents'
import { newsPageSize } from './pageSize'
import type { CategoryDoc, NewsArticle, NewsCard, NewsCategoryEntry, NewsDoc, NewsPage } from './types'

export { newsPageSize }

const published: Where = { _status: { equals: 'published' } }

/**
 * The language an item without text in the locale is shown in: the market's own language on the market's
 * English pages (marked with its language), none on its own-language pages.
 */
function fallbackIn(market: MarketId) {
  const own = marketRules[market].defaultLocale
  return (locale: Locale): Locale | null => (locale === own ? null : own)
}

/**
 * Items with text in the language a locale shows them in (its own, or the one it falls back to): filtered in
 * the query, so a page of the list, the latest and the related items are full rather than holed afterwards.
 */
function shownIn(market: MarketId, locale: Locale): Where {
  const fallback = fallbackIn(market)(locale)
  const languages = fallback ? [locale, fallback] : [locale]
  return { or: languages.map((language) => ({ [`slug.${language}`]: { exists: true } })) }
}

/** Published items a market offers, in any language (its addresses). */
const offeredPublished = (market: MarketId): Where => ({ and: [published, offeredInMarket(market)] })

/** Published items a market offers in a locale, optionally of one category, and never the excluded ones. */
function listed(
  market: MarketId,
  locale: Locale,
  { categoryIds = [], excludeIds = [] }: { categoryIds?: number[]; excludeIds?: number[] } = {},
): Where {
  return {
    and: [
      published,
      offeredInMarket(market),
      shownIn(market, locale),
      ...(categoryIds.length > 0 ? [{ categories: { in: categoryIds } }] : []),
      ...(excludeIds.length > 0 ? [{ id: { not_in: excludeIds } }] : []),
    ],
  }
}

async function findCards(
  payload: Payload,
  { market, locale }: { market: MarketId; locale: Locale },
  query: { where: Where; limit: number; page?: number },
): Promise<{ cards: NewsCard[]; totalPages: number }> {
  const result = await payload.find({
    collection: 'news',
    ...query,
    locale: 'all',
    depth: 1,
    sort: '-publishedAt',
    select: { content: false, markets: false },
  })
  const docs = result.docs as unknown as NewsDoc[]
  return {
    cards: docs.flatMap((doc) => toCard(doc, locale, fallbackIn(market)(locale)) ?? []),
    totalPages: result.totalPages,
  }
}

/** Every news category, in every locale, sorted by its Croatian name. */
export async function findNewsCategories(payload: Payload): Promise<NewsCategoryEntry[]> {
  const { docs } = await payload.find({
    collection: 'news-categories',
    locale: 'all',
    depth: 0,
    limit: 0,
  })
  return (docs as unknown as CategoryDoc[])
    .map(toCategoryEntry)
    .sort((a, b) => a.name[defaultLocale].localeCompare(b.name[defaultLocale], defaultLocale))
}

/**
 * One page of the list, newest first, optionally of one category (by its slug in the locale). Null for
 * an unknown category or a page past the last; an empty first page is a page without items.
 */
export async function findNewsPage(
  payload: Payload,
  {
    market,
    locale,
    categorySlug,
    page,
  }: { market: MarketId; locale: Locale; categorySlug: string | null; page: number },
): Promise<NewsPage | null> {
  const categories = await findNewsCategories(payload)
  const category = categorySlug === null ? null : categories.find(({ slug }) => slug[locale] === categorySlug)
  if (category === undefined || !Number.isInteger(page) || page < 1) return null
  const { cards, totalPages } = await findCards(
    payload,
    { market, locale },
    {
      where: listed(market, locale, { categoryIds: category ? [category.id] : [] }),
      limit: newsPageSize,
      page,
    },
  )
  if (page > Math.max(totalPages, 1)) return null
  return { items: cards, page, totalPages: Math.max(totalPages, 1), category }
}

/** The newest items of a market. */
export async function findLatestNews(
  payload: Payload,
  market: MarketId,
  locale: Locale,
  limit: number,
): Promise<NewsCard[]> {
  return (await findCards(payload, { market, locale }, { where: listed(market, locale), limit })).cards
}

/**
 * The published item of a market at a slug in a locale (with `draft`, its newest version, published or
 * not: draft preview). On the market's English pages an item without English text answers at its slug in the
 * market's own language, in that language.
 */
export async function findNewsArticle(
  payload: Payload,
  market: MarketId,
  locale: Locale,
  slug: string,
  { draft = false }: { draft?: boolean } = {},
): Promise<NewsArticle | null> {
  const offered = draft ? offeredInMarket(market) : listed(market, locale)
  const idAt = async (slugLocale: Locale) => {
    const { docs } = await payload.find({
      collection: 'news',
      where: { and: [{ slug: { equals: slug } }, offered] },
      draft,
      locale: slugLocale,
      fallbackLocale: false,
      depth: 0,
      limit: 1,
      select: { slug: true },
    })
    return docs[0]?.id
  }
  const fallback = fallbackIn(market)(locale)
  const id = (await idAt(locale)) ?? (fallback ? await idAt(fallback) : undefined)
  if (id === undefined) return null
  const doc = (await payload.findByID({
    collection: 'news',
    id,
    draft,
    locale: 'all',
    depth: 1,
    select: { content: false, markets: false },
  })) as unknown as NewsDoc
  const card = toCard(doc, locale, fallback)
  if (card?.slug !== slug) return null
  // The body is read in its own language, so the images in it come with their text alternative in that language.
  const { content } = await payload.findByID({
    collection: 'news',
    id,
    draft,
    locale: card.language,
    fallbackLocale: false,
    depth: 1,
    select: { content: true },
  })
  const slugs = slugsIn(doc.slug, marketRules[market].locales, fallbackIn(market))
  return { ...card, content: content ?? null, updatedAt: doc.updatedAt, slugs }
}

/** Up to `limit` other items: those sharing a category with the article first, then the newest. */
export async function findRelatedNews(
  payload: Payload,
  market: MarketId,
  locale: Locale,
  article: Pick<NewsCard, 'id' | 'categories'>,
  limit: number,
): Promise<NewsCard[]> {
  const categoryIds = article.categories.map(({ id }) => id)
  const sameCategory =
    categoryIds.length > 0
      ? (
          await findCards(
            payload,
            { market, locale },
            { where: listed(market, locale, { categoryIds, excludeIds: [article.id] }), limit },
          )
        ).cards
      : []
  if (sameCategory.length >= limit) return sameCategory
  const newest = await findCards(
    payload,
    { market, locale },
    {
      where: listed(market, locale, { excludeIds: [article.id, ...sameCategory.map(({ id }) => id)] }),
      limit: limit - sameCategory.length,
    },
  )
  return [...sameCategory, ...newest.cards]
}

/** The last change of each item a market lists, newest item first (the sitemap index: its news files' `lastmod`). */
export async function findNewsChanges(payload: Payload, market: MarketId): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'news',
    where: offeredPublished(market),
    depth: 0,
    limit: 0,
    pagination: false,
    sort: ['-publishedAt', '-id'],
    select: { updatedAt: true },
  })
  return docs.map(({ updatedAt }) => updatedAt)
}

/**
 * Each listed item's slug in each of the market's locales that offers it, and its last change (sitemap):
 * every item, one page of `limit` items, newest first, or the one with an `id`.
 */
export async function findNewsAddresses(
  payload: Payload,
  market: MarketId,
  { limit = 0, page = 1, id }: { limit?: number; page?: number; id?: number } = {},
): Promise<{ id: number; slugs: Partial<Record<Locale, string>>; updatedAt: string }[]> {
  const { docs } = await payload.find({
    collection: 'news',
    where: id === undefined ? offeredPublished(market) : { and: [offeredPublished(market), { id: { equals: id } }] },
    locale: 'all',
    depth: 0,
    limit,
    page,
    sort: ['-publishedAt', '-id'],
    select: { slug: true, updatedAt: true },
  })
  return (docs as unknown as Pick<NewsDoc, 'id' | 'slug' | 'updatedAt'>[]).flatMap((doc) => {
    const slugs = slugsIn(doc.slug, marketRules[market].locales, fallbackIn(market))
    return Object.keys(slugs).length > 0 ? [{ id: doc.id, slugs, updatedAt: doc.updatedAt }] : []
  })
}
