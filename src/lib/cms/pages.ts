import type { Locale } from '@/i18n/locales'
import { locales } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { cachedRead, isOfferedInMarket, payloadClient } from './client'
import { cacheTags } from './tags'

const published = { _status: { equals: 'published' } }

/** The published page at a path in a locale, if it is offered in this market. */
export const getPageByPath = cachedRead(
  'page-by-path',
  [cacheTags.pages],
  async (locale: Locale, path: string): Promise<Page | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      // The where-clause matches this locale's own path; the content read falls back to Croatian.
      where: { and: [{ path: { equals: path } }, published] },
      locale,
      depth: 0,
      limit: 1,
    })
    const page = docs[0]
    return page && isOfferedInMarket(page) ? page : null
  },
)

/** The page's path in every locale in which it is offered, e.g. { hr: '/sluzbe/veterina', en: '/departments/animal-health' }. */
export const getPagePaths = cachedRead(
  'page-paths',
  [cacheTags.pages],
  async (id: number): Promise<Partial<Record<Locale, string>>> => {
    const payload = await payloadClient()
    const paths: Partial<Record<Locale, string>> = {}
    for (const locale of locales) {
      const { docs } = await payload.find({
        collection: 'pages',
        where: { and: [{ id: { equals: id } }, published] },
        locale,
        fallbackLocale: false,
        depth: 0,
        limit: 1,
        select: { path: true, markets: true },
      })
      const page = docs[0]
      if (page?.path && isOfferedInMarket(page)) paths[locale] = page.path
    }
    return paths
  },
)

/** Every published page path offered in this market, per locale (for static generation and the sitemap). */
export const listPagePaths = cachedRead(
  'page-path-list',
  [cacheTags.pages],
  async (locale: Locale): Promise<{ id: number; path: string; updatedAt: string }[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: published,
      locale,
      fallbackLocale: false,
      depth: 0,
      limit: 0,
      select: { path: true, updatedAt: true, markets: true },
    })
    return docs.flatMap((doc) =>
      doc.path && isOfferedInMarket(doc) ? [{ id: doc.id, path: doc.path, updatedAt: doc.updatedAt }] : [],
    )
  },
)

/** Published children of a page offered in this market, in menu order. */
export const getChildPages = cachedRead(
  'child-pages',
  [cacheTags.pages],
  async (locale: Locale, parentId: number): Promise<Pick<Page, 'id' | 'title' | 'lead' | 'path'>[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ parent: { equals: parentId } }, published] },
      locale,
      fallbackLocale: false,
      depth: 0,
      limit: 0,
      sort: ['sortOrder', 'title'],
      select: { title: true, lead: true, path: true, markets: true },
    })
    return docs.filter((doc) => doc.path && isOfferedInMarket(doc))
  },
)
