import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'
import { type Locale, locales } from '@/i18n/locales'
import { localizedPath, newsItemHref, screenHref } from '@/i18n/paths'
import { isScreenKey } from '@/i18n/screens'
import { normalizeSearchText } from '@/i18n/searchText'
import { type MarketId, marketIds, marketRules } from '@/markets/rules'
import { plainText } from './plainText'

/** The collections the site search finds: pages (services, departments, brands…), fixed screens, news. */
export const searchedCollections = ['pages', 'screens', 'news'] as const
type SearchedCollection = (typeof searchedCollections)[number]

type SourceDoc = {
  id: number
  title?: string | null
  lead?: string | null
  excerpt?: string | null
  description?: string | null
  layout?: unknown
  content?: unknown
  path?: string | null
  slug?: string | null
  screen?: string | null
  markets?: (string | null)[] | null
}

/** A document's public address in a locale, or null when it has none there. */
function addressOf(collection: SearchedCollection, doc: SourceDoc, locale: Locale): string | null {
  if (collection === 'pages') return doc.path ? localizedPath(locale, doc.path) : null
  if (collection === 'news') return doc.slug ? newsItemHref(doc.slug, locale) : null
  return doc.screen && isScreenKey(doc.screen) ? screenHref(doc.screen, locale) : null
}

/** Fixed screens are on every market; pages and news name theirs (a page's per language). */
function isOffered(collection: SearchedCollection, doc: SourceDoc, market: MarketId): boolean {
  return collection === 'screens' || Boolean(doc.markets?.includes(market))
}

/** A copy of the request (so its transaction), because the Local API sets the request's locale to the one it reads. */
function copyOf(req: PayloadRequest | undefined): PayloadRequest | undefined {
  return req && { ...req }
}

/** The published document in a locale, read as the site reads it: without falling back to another language. */
async function readPublished(
  payload: Payload,
  collection: SearchedCollection,
  id: number,
  locale: Locale,
  req?: PayloadRequest,
) {
  const { docs } = await payload.find({
    collection,
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    locale,
    fallbackLocale: false,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req: copyOf(req),
  })
  return (docs[0] as SourceDoc | undefined) ?? null
}

/**
 * Rewrites a document's search entries: one per market and language in which it is published and offered,
 * with its title, address and text as the visitor reads them, and their normalised forms for matching.
 */
export async function indexDocument(
  payload: Payload,
  collection: SearchedCollection,
  id: number,
  req?: PayloadRequest,
): Promise<void> {
  await payload.delete({
    collection: 'search-entries',
    where: { and: [{ source: { equals: collection } }, { docId: { equals: id } }] },
    overrideAccess: true,
    req: copyOf(req),
  })
  for (const locale of locales) {
    const markets = marketIds.filter((market) => marketRules[market].locales.includes(locale))
    if (markets.length === 0) continue
    const doc = await readPublished(payload, collection, id, locale, req)
    const path = doc && addressOf(collection, doc, locale)
    if (!doc?.title || !path) continue
    const summary = doc.lead || doc.excerpt || doc.description || ''
    const body = plainText(collection === 'news' ? doc.content : doc.layout)
    for (const market of markets.filter((candidate) => isOffered(collection, doc, candidate))) {
      await payload.create({
        collection: 'search-entries',
        data: {
          market,
          locale,
          source: collection,
          docId: id,
          title: doc.title,
          path,
          summary,
          body,
          titleKey: normalizeSearchText(doc.title),
          textKey: normalizeSearchText([doc.title, summary, body].join(' ')),
        },
        overrideAccess: true,
        req: copyOf(req),
      })
    }
  }
}

/** Rebuilds the whole index from the published content (the seed, and a database that has none yet). */
export async function rebuildSearchIndex(payload: Payload): Promise<void> {
  await payload.delete({ collection: 'search-entries', where: { id: { exists: true } }, overrideAccess: true })
  for (const collection of searchedCollections) {
    const { docs } = await payload.find({ collection, depth: 0, limit: 0, pagination: false, select: {} })
    for (const doc of docs) await indexDocument(payload, collection, doc.id)
  }
}

/** Hooks that keep a collection's search entries in step with its published documents, at once. */
export function searchIndexHooks(collection: SearchedCollection): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, req, context }) => {
      if (!context.skipSearchIndex) await indexDocument(req.payload, collection, doc.id, req)
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      await req.payload.delete({
        collection: 'search-entries',
        where: { and: [{ source: { equals: collection } }, { docId: { equals: doc.id } }] },
        overrideAccess: true,
        req,
      })
      return doc
    },
  }
}
