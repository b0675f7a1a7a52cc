import type { Where } from 'payload'
import { indexCollection, searchedCollections } from '@/collections/SearchEntries/indexDocument'
import type { Locale } from '@/i18n/locales'
import { normalizeSearchText } from '@/i18n/searchText'
import type { MarketId } from '@/markets'
import type { SearchEntry } from '@/payload-types'
import { payloadClient } from './client'

/** Results per page of the search. */
export const searchPageSize = 10
/** Matches read at most for one query; the site has far fewer documents. */
const maxMatches = 500

export type SearchHit = Pick<SearchEntry, 'id' | 'title' | 'path' | 'summary' | 'body' | 'source'>
export type SearchResults = { total: number; pageCount: number; page: number; hits: SearchHit[] }

/** The words of a query, normalised as the index is (`događaj` → `dogadaj`), without punctuation. */
export function searchWords(query: string): string[] {
  return normalizeSearchText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/**
 * One page of what the running market offers in a language that contains every word of the query, those
 * with every word in the title first. Read from the index on each request: a publish shows at once.
 */
export async function searchSite(
  market: MarketId,
  locale: Locale,
  query: string,
  page: number,
  now: Date = new Date(),
): Promise<SearchResults> {
  const words = searchWords(query)
  if (words.length === 0) return { total: 0, pageCount: 0, page: 1, hits: [] }
  const payload = await payloadClient()
  const where: Where = {
    and: [
      { market: { equals: market } },
      { locale: { equals: locale } },
      // A closed job posting is found no more, though its entry stays until the posting changes.
      { or: [{ expiresAt: { exists: false } }, { expiresAt: { greater_than_equal: now.toISOString() } }] },
      ...words.map((word) => ({ textKey: { contains: word } })),
    ],
  }
  const { docs } = await payload.find({
    collection: 'search-entries',
    where,
    sort: 'title',
    limit: maxMatches,
    depth: 0,
    select: { title: true, path: true, summary: true, body: true, source: true, titleKey: true },
  })
  const inTitle = (entry: (typeof docs)[number]) => words.every((word) => entry.titleKey.includes(word))
  const ranked = [...docs.filter(inTitle), ...docs.filter((entry) => !inTitle(entry))]
  const pageCount = Math.ceil(ranked.length / searchPageSize)
  const current = Math.min(Math.max(1, page), Math.max(1, pageCount))
  const hits = ranked.slice((current - 1) * searchPageSize, current * searchPageSize)
  return {
    total: ranked.length,
    pageCount,
    page: current,
    hits: hits.map(({ id, title, path, summary, body, source }) => ({ id, title, path, summary, body, source })),
  }
}

/**
 * Indexes each searched collection that has published documents but no entries yet (a database from before
 * the site search, or before that collection was searched); afterwards the collections' hooks keep it.
 */
export async function ensureSearchIndex(): Promise<void> {
  const payload = await payloadClient()
  for (const collection of searchedCollections) {
    const [entries, published] = await Promise.all([
      payload.count({ collection: 'search-entries', where: { source: { equals: collection } } }),
      payload.count({ collection, where: { _status: { equals: 'published' } } }),
    ])
    if (entries.totalDocs === 0 && published.totalDocs > 0) await indexCollection(payload, collection)
  }
}
