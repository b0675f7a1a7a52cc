import { cacheTags } from '@/config/cacheTags'
import type { Locale } from '@/i18n/locales'
import { type MarketId, marketRules } from '@/markets'
import type { Page } from '@/payload-types'
import { cachedRead, isOfferedInMarket, ownLanguageOnly, payloadClient } from './client'

const published = { _status: { equals: 'published' } }

/** The published page at a path in a locale, if it is offered in the market. */
export const getPageByPath = cachedRead(
  'page-by-path',
  [cacheTags.pages],
  async (market: MarketId, locale: Locale, path: string): Promise<Page | null> => {
    const payload = await payloadClient()
    // A where-clause matches the locale's own values only: a page without a path in this language is not found.
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ path: { equals: path } }, published] },
      locale,
      ...ownLanguageOnly,
      depth: 0,
      limit: 1,
    })
    const page = docs[0]
    return page && isOfferedInMarket(page, market) ? page : null
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
        ...ownLanguageOnly,
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
      ...ownLanguageOnly,
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
      ...ownLanguageOnly,
      depth: 0,
      limit: 0,
      sort: '_order',
      select: { title: true, lead: true, path: true, markets: true },
    })
    return docs.filter((doc) => doc.path && isOfferedInMarket(doc, market))
  },
)
