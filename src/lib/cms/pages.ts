import type { Payload } from 'payload'
import { cacheTags } from '@/config/cacheTags'
import { fallbackOption, type Locale } from '@/i18n/locales'
import { type MarketId, marketRules } from '@/markets'
import type { Page } from '@/payload-types'
import { cachedRead, isOfferedInMarket, payloadClient } from './client'

const published = { _status: { equals: 'published' } }

/**
 * The id of the published page whose path in a locale is `path`. A where-clause matches a locale's own
 * values only, so a locale without a path of its own (Bosnian, mostly) is matched through the locales it
 * falls back to, and kept only if that really is its path.
 */
async function findPageIdByPath(payload: Payload, locale: Locale, path: string): Promise<number | null> {
  for (const candidateLocale of [locale, ...(fallbackOption(locale) || [])]) {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ path: { equals: path } }, published] },
      locale: candidateLocale,
      fallbackLocale: false,
      depth: 0,
      limit: 1,
      select: { path: true },
    })
    const id = docs[0]?.id
    if (id === undefined) continue
    if (candidateLocale === locale) return id
    const inLocale = await payload.findByID({
      collection: 'pages',
      id,
      locale,
      fallbackLocale: fallbackOption(locale),
      depth: 0,
      select: { path: true },
    })
    return inLocale.path === path ? id : null
  }
  return null
}

/** The published page at a path in a locale, if it is offered in the market. */
export const getPageByPath = cachedRead(
  'page-by-path',
  [cacheTags.pages],
  async (market: MarketId, locale: Locale, path: string): Promise<Page | null> => {
    const payload = await payloadClient()
    const id = await findPageIdByPath(payload, locale, path)
    if (id === null) return null
    // The content read falls back to Croatian where a translation is missing.
    const page = await payload.findByID({ collection: 'pages', id, locale, depth: 0 })
    return isOfferedInMarket(page, market) ? page : null
  },
)

/**
 * The page's path in each of the market's locales in which it is offered there, e.g.
 * { hr: '/sluzbe/veterina', en: '/departments/animal-health' }.
 */
export const getPagePaths = cachedRead(
  'page-paths',
  [cacheTags.pages],
  async (market: MarketId, id: number): Promise<Partial<Record<Locale, string>>> => {
    const payload = await payloadClient()
    const paths: Partial<Record<Locale, string>> = {}
    for (const locale of marketRules[market].locales) {
      const { docs } = await payload.find({
        collection: 'pages',
        where: { and: [{ id: { equals: id } }, published] },
        locale,
        fallbackLocale: fallbackOption(locale),
        depth: 0,
        limit: 1,
        select: { path: true, markets: true },
      })
      const page = docs[0]
      if (page?.path && isOfferedInMarket(page, market)) paths[locale] = page.path
    }
    return paths
  },
)

/** Every published page path offered in the market, per locale (for static generation and the sitemap). */
export const listPagePaths = cachedRead(
  'page-path-list',
  [cacheTags.pages],
  async (market: MarketId, locale: Locale): Promise<{ id: number; path: string; updatedAt: string }[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: published,
      locale,
      fallbackLocale: fallbackOption(locale),
      depth: 0,
      limit: 0,
      select: { path: true, updatedAt: true, markets: true },
    })
    return docs.flatMap((doc) =>
      doc.path && isOfferedInMarket(doc, market) ? [{ id: doc.id, path: doc.path, updatedAt: doc.updatedAt }] : [],
    )
  },
)

/** Published children of a page offered in the market, in menu order. */
export const getChildPages = cachedRead(
  'child-pages',
  [cacheTags.pages],
  async (
    market: MarketId,
    locale: Locale,
    parentId: number,
  ): Promise<Pick<Page, 'id' | 'title' | 'lead' | 'path'>[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ parent: { equals: parentId } }, published] },
      locale,
      fallbackLocale: fallbackOption(locale),
      depth: 0,
      limit: 0,
      sort: ['sortOrder', 'title'],
      select: { title: true, lead: true, path: true, markets: true },
    })
    return docs.filter((doc) => doc.path && isOfferedInMarket(doc, market))
  },
)
