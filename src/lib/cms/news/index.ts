import { cacheTags } from '@/config/cacheTags'
import type { Locale } from '@/i18n/locales'
import type { MarketId } from '@/markets'
import { cachedRead, payloadClient } from '../client'
import {
  findLatestNews,
  findNewsAddresses,
  findNewsArticle,
  findNewsCategories,
  findNewsChanges,
  findNewsPage,
  findRelatedNews,
} from './queries'
import type { NewsCard } from './types'

export * from './queries'
export type * from './types'

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

/** One page of `limit` listed items' addresses, newest first (a sitemap file). */
export const listNewsAddresses = cachedRead(
  'news-addresses',
  [cacheTags.news],
  async (market: MarketId, limit: number, page: number) =>
    findNewsAddresses(await payloadClient(), market, { limit, page }),
)

/** A listed item's address (a link to it in rich text); undefined when the market does not list it. */
export const getNewsAddress = cachedRead(
  'news-address',
  [cacheTags.news],
  async (market: MarketId, id: number) => (await findNewsAddresses(await payloadClient(), market, { id }))[0],
)

export const listNewsChanges = cachedRead('news-changes', [cacheTags.news], async (market: MarketId) =>
  findNewsChanges(await payloadClient(), market),
)
