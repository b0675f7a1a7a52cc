import type { Payload, Where } from 'payload'
import { cacheTags } from '@/config/cacheTags'
import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import type { MarketId } from '@/markets'
import type { Media, News, NewsCategory } from '@/payload-types'
import { cachedRead, offeredInMarket, payloadClient } from './client'

/** Items per page of the news list. */
export const newsPageSize = 9

/** A localized field read with `locale: 'all'`: its value in each locale that has one. */
type InAllLocales<T> = Partial<Record<Locale, T | null>>

type Localized<Doc, Keys extends keyof Doc> = Omit<Doc, Keys> & { [Key in Keys]: InAllLocales<NonNullable<Doc[Key]>> }
type CategoryDoc = Localized<NewsCategory, 'name' | 'slug'>
type MediaDoc = Localized<Media, 'alt'>
type NewsDoc = Omit<Localized<News, 'title' | 'slug' | 'excerpt' | 'place'>, 'categories' | 'cover' | 'content'> & {
  categories?: (number | CategoryDoc)[] | null
  cover?: number | MediaDoc | null
}

/** A category's slug and name in every locale (a missing translation falls back to Croatian). */
export type NewsCategoryEntry = { id: number; slug: Record<Locale, string>; name: Record<Locale, string> }
export type NewsCategoryLabel = { id: number; slug: string; name: string }
export type CoverImage = {
  url: string
  width: number
  height: number
  alt: string
  /** The upload's sizes, narrowest first, for `srcset`. */
  sources: { url: string; width: number }[]
}
export type NewsEvent = { start: string; end: string | null; place: string | null }

/** A news item or event as a list shows it, in one locale. */
export type NewsCard = {
  id: number
  /** Language of the title, excerpt and body: the requested locale, or Croatian for an untranslated item. */
  language: Locale
  title: string
  /** The slug of the item's address in the requested locale (the Croatian one when it has no translation). */
  slug: string
  excerpt: string | null
  type: News['type']
  publishedAt: string
  event: NewsEvent | null
  categories: NewsCategoryLabel[]
  cover: CoverImage | null
}

export type NewsArticle = NewsCard & {
  content: News['content']
  updatedAt: string
  /** The slug of the item's address in every locale. */
  slugs: Record<Locale, string>
}

export type NewsPage = { items: NewsCard[]; page: number; totalPages: number; category: NewsCategoryEntry | null }

const published: Where = { _status: { equals: 'published' } }

/** Published items offered in a market, optionally of one category, and never the excluded ones. */
function listed(
  market: MarketId,
  { categoryIds = [], excludeIds = [] }: { categoryIds?: number[]; excludeIds?: number[] } = {},
): Where {
  return {
    and: [
      published,
      offeredInMarket(market),
      ...(categoryIds.length > 0 ? [{ categories: { in: categoryIds } }] : []),
      ...(excludeIds.length > 0 ? [{ id: { not_in: excludeIds } }] : []),
    ],
  }
}

function inLocale<T>(value: InAllLocales<T> | undefined, locale: Locale): T | null {
  return value?.[locale] ?? value?.[defaultLocale] ?? null
}

function everyLocale<T>(value: InAllLocales<T>, fallback: T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, inLocale(value, locale) ?? fallback])) as Record<Locale, T>
}

function toCategoryEntry(doc: CategoryDoc): NewsCategoryEntry {
  return { id: doc.id, slug: everyLocale(doc.slug, String(doc.id)), name: everyLocale(doc.name, '') }
}

function toCover(media: NewsDoc['cover'], locale: Locale, fallbackAlt: string): CoverImage | null {
  if (!media || typeof media !== 'object' || !media.url || !media.width || !media.height) return null
  const sizes = Object.values(media.sizes ?? {}).flatMap((size) =>
    size?.url && size.width && size.width < (media.width ?? 0) ? [{ url: size.url, width: size.width }] : [],
  )
  return {
    url: media.url,
    width: media.width,
    height: media.height,
    alt: inLocale(media.alt, locale) ?? fallbackAlt,
    sources: [...sizes, { url: media.url, width: media.width }].sort((a, b) => a.width - b.width),
  }
}

function toCard(doc: NewsDoc, locale: Locale): NewsCard | null {
  const language: Locale = doc.slug[locale] ? locale : defaultLocale
  const slug = doc.slug[language]
  const title = doc.title[language]
  if (!slug || !title) return null
  return {
    id: doc.id,
    language,
    title,
    slug,
    excerpt: doc.excerpt?.[language] ?? null,
    type: doc.type,
    publishedAt: doc.publishedAt,
    event:
      doc.type === 'event' && doc.eventStart
        ? { start: doc.eventStart, end: doc.eventEnd ?? null, place: doc.place?.[language] ?? null }
        : null,
    categories: (doc.categories ?? []).flatMap((category) => {
      if (typeof category !== 'object') return []
      const entry = toCategoryEntry(category)
      return [{ id: entry.id, slug: entry.slug[locale], name: entry.name[locale] }]
    }),
    cover: toCover(doc.cover, locale, title),
  }
}

async function findCards(
  payload: Payload,
  locale: Locale,
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
    cards: docs.flatMap((doc) => toCard(doc, locale) ?? []),
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
  const { cards, totalPages } = await findCards(payload, locale, {
    where: listed(market, { categoryIds: category ? [category.id] : [] }),
    limit: newsPageSize,
    page,
  })
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
  return (await findCards(payload, locale, { where: listed(market), limit })).cards
}

/**
 * The published item of a market at a slug in a locale. An item without a translation in that locale
 * answers at its Croatian slug, in Croatian.
 */
export async function findNewsArticle(
  payload: Payload,
  market: MarketId,
  locale: Locale,
  slug: string,
): Promise<NewsArticle | null> {
  const idAt = async (slugLocale: Locale) => {
    const { docs } = await payload.find({
      collection: 'news',
      where: { and: [{ slug: { equals: slug } }, listed(market)] },
      locale: slugLocale,
      fallbackLocale: false,
      depth: 0,
      limit: 1,
      select: { slug: true },
    })
    return docs[0]?.id
  }
  const id = (await idAt(locale)) ?? (locale === defaultLocale ? undefined : await idAt(defaultLocale))
  if (id === undefined) return null
  const doc = (await payload.findByID({
    collection: 'news',
    id,
    locale: 'all',
    depth: 1,
    select: { content: false, markets: false },
  })) as unknown as NewsDoc
  const card = toCard(doc, locale)
  if (card?.slug !== slug) return null
  // The body is read in its own language, so the images in it come with their text alternative in that language.
  const { content } = await payload.findByID({
    collection: 'news',
    id,
    locale: card.language,
    fallbackLocale: false,
    depth: 1,
    select: { content: true },
  })
  return { ...card, content: content ?? null, updatedAt: doc.updatedAt, slugs: everyLocale(doc.slug, card.slug) }
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
      ? (await findCards(payload, locale, { where: listed(market, { categoryIds, excludeIds: [article.id] }), limit }))
          .cards
      : []
  if (sameCategory.length >= limit) return sameCategory
  const newest = await findCards(payload, locale, {
    where: listed(market, { excludeIds: [article.id, ...sameCategory.map(({ id }) => id)] }),
    limit: limit - sameCategory.length,
  })
  return [...sameCategory, ...newest.cards]
}

/** Every listed item's slug in every locale and its last change (static generation, sitemap). */
export async function findNewsAddresses(
  payload: Payload,
  market: MarketId,
): Promise<{ id: number; slugs: Record<Locale, string>; updatedAt: string }[]> {
  const { docs } = await payload.find({
    collection: 'news',
    where: listed(market),
    locale: 'all',
    depth: 0,
    limit: 0,
    sort: '-publishedAt',
    select: { slug: true, updatedAt: true },
  })
  return (docs as unknown as Pick<NewsDoc, 'id' | 'slug' | 'updatedAt'>[]).flatMap((doc) => {
    const fallback = doc.slug[defaultLocale]
    return fallback ? [{ id: doc.id, slugs: everyLocale(doc.slug, fallback), updatedAt: doc.updatedAt }] : []
  })
}

// What the site reads: each cached until a news, category or media change expires its tags.
const newsTags = [cacheTags.news, cacheTags.newsCategories, cacheTags.media]

export const listNewsCategories = cachedRead('news-categories', [cacheTags.newsCategories], async () =>
  findNewsCategories(await payloadClient()),
)

export const getNewsPage = cachedRead(
  'news-page',
  newsTags,
  async (market: MarketId, locale: Locale, categorySlug: string | null, page: number) =>
    findNewsPage(await payloadClient(), { market, locale, categorySlug, page }),
)

export const listLatestNews = cachedRead(
  'news-latest',
  newsTags,
  async (market: MarketId, locale: Locale, limit: number) =>
    findLatestNews(await payloadClient(), market, locale, limit),
)

export const getNewsArticle = cachedRead(
  'news-article',
  newsTags,
  async (market: MarketId, locale: Locale, slug: string) =>
    findNewsArticle(await payloadClient(), market, locale, slug),
)

export const listRelatedNews = cachedRead(
  'news-related',
  newsTags,
  async (market: MarketId, locale: Locale, article: Pick<NewsCard, 'id' | 'categories'>, limit: number) =>
    findRelatedNews(await payloadClient(), market, locale, article, limit),
)

export const listNewsAddresses = cachedRead('news-addresses', [cacheTags.news], async (market: MarketId) =>
  findNewsAddresses(await payloadClient(), market),
)
