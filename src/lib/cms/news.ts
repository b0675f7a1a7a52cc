import type { Locale } from '@/i18n/locales'
import { locales } from '@/i18n/locales'
import type { News } from '@/payload-types'
import { cachedRead, offeredInMarket, payloadClient } from './client'
import { cacheTags } from './tags'

const published = { _status: { equals: 'published' } }

export type NewsSummary = Pick<News, 'id' | 'title' | 'slug' | 'excerpt' | 'type' | 'publishedAt'>

/** Published news items and events of this market in a locale, newest first. */
export const listNews = cachedRead(
  'news-list',
  [cacheTags.news],
  async (locale: Locale, limit: number): Promise<NewsSummary[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'news',
      where: { and: [published, offeredInMarket()] },
      locale,
      fallbackLocale: false,
      depth: 0,
      limit,
      sort: '-publishedAt',
      select: { title: true, slug: true, excerpt: true, type: true, publishedAt: true },
    })
    return docs.filter((doc) => doc.slug)
  },
)

export const getNewsBySlug = cachedRead(
  'news-by-slug',
  [cacheTags.news],
  async (locale: Locale, slug: string): Promise<News | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'news',
      where: { and: [{ slug: { equals: slug } }, published, offeredInMarket()] },
      locale,
      fallbackLocale: false,
      depth: 1,
      limit: 1,
    })
    return docs[0] ?? null
  },
)

/** The item's slug in every locale that has one. */
export const getNewsSlugs = cachedRead(
  'news-slugs',
  [cacheTags.news],
  async (id: number): Promise<Partial<Record<Locale, string>>> => {
    const payload = await payloadClient()
    const doc = await payload.findByID({ collection: 'news', id, locale: 'all', depth: 0, select: { slug: true } })
    const slugs = (doc.slug ?? {}) as unknown as Partial<Record<Locale, string>>
    return Object.fromEntries(locales.flatMap((locale) => (slugs[locale] ? [[locale, slugs[locale]]] : [])))
  },
)
