import type { Payload, Where } from 'payload'
import { indexCollection } from '@/collections/SearchEntries/indexDocument'
import { recentlyChecked, rememberOutcome } from '@/collections/SearchEntries/searchChecks'
import { hasDrafts, searchedCollections } from '@/collections/SearchEntries/searched'
import { searchedText } from '@/collections/SearchMisses/counts'
import { cacheTags } from '@/config/cacheTags'
import type { Locale } from '@/i18n/locales'
import { kindOfSource, type ResultKind, resultKinds } from '@/lib/search/kinds'
import { querySlots, type SynonymGroup } from '@/lib/search/querySlots'
import { TextIndex } from '@/lib/search/textIndex'
import type { MarketId } from '@/markets'
import type { SearchEntry } from '@/payload-types'
import { cachedRead, payloadClient } from './client'

/** Results per page of the search. */
export const searchPageSize = 10
/** Entries read from the database in one query while the index is filled. */
const readBatch = 500

export type SearchHit = Pick<SearchEntry, 'id' | 'title' | 'path' | 'summary' | 'body' | 'source'> & {
  kind: ResultKind
}
export type SearchResults = {
  total: number
  pageCount: number
  page: number
  hits: SearchHit[]
  /** The normalised words of the documents that the query matched, to highlight. */
  matched: string[]
  /** How many results each kind has (for the filter), before the filter. */
  kinds: Record<ResultKind, number>
}

type Shown = SearchHit & { updatedAt: string }
type Loaded = { index: TextIndex; shown: Map<number, Shown>; version: string }

/**
 * The index of each market and language in this process's memory, filled from the `search-entries` rows and
 * brought up to date before a query (`searchChecks.ts`): when the rows' count or newest row changed (a publish rewrites a
 * document's rows, an unpublish deletes them), only the rows added and removed since are read. Every process
 * of a cluster reads the same rows, so each is up to date with the others' publishes.
 */
const indexes = new Map<string, Promise<Loaded>>()

const scopeOf = (market: MarketId, locale: Locale): Where => ({
  and: [{ market: { equals: market } }, { locale: { equals: locale } }],
})

/** The version of a market and language's entries: their count and newest row (read at most every `searchCheckFreshMs`). */
function versionOf(payload: Payload, key: string, scope: Where): Promise<string> {
  return recentlyChecked(`version:${key}`, () => readVersion(payload, scope))
}

async function readVersion(payload: Payload, scope: Where): Promise<string> {
  const { docs, totalDocs } = await payload.find({
    collection: 'search-entries',
    where: scope,
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    select: { updatedAt: true },
  })
  return `${totalDocs}:${docs[0]?.id ?? 0}:${docs[0]?.updatedAt ?? ''}`
}

async function refreshed(payload: Payload, scope: Where, previous: Loaded, version: string): Promise<Loaded> {
  const { docs } = await payload.find({
    collection: 'search-entries',
    where: scope,
    limit: 0,
    pagination: false,
    depth: 0,
    select: { updatedAt: true },
  })
  // SQLite gives a deleted row's id to the next new one: an entry is known by its id and its time of writing.
  const current = new Map(docs.map((doc) => [doc.id, doc.updatedAt]))
  for (const id of previous.index.ids()) {
    if (current.get(id) !== previous.shown.get(id)?.updatedAt) {
      previous.index.remove(id)
      previous.shown.delete(id)
    }
  }
  const added = [...current.keys()].filter((id) => !previous.shown.has(id))
  for (let start = 0; start < added.length; start += readBatch) {
    const { docs: rows } = await payload.find({
      collection: 'search-entries',
      where: { id: { in: added.slice(start, start + readBatch) } },
      limit: 0,
      pagination: false,
      depth: 0,
    })
    for (const row of rows) {
      previous.index.add({
        id: row.id,
        title: row.titleKey,
        headings: row.headings ?? '',
        text: row.textKey,
        expiresAt: row.expiresAt ? Date.parse(row.expiresAt) : null,
      })
      const { id, title, path, summary, body, source, updatedAt } = row
      previous.shown.set(id, { id, title, path, summary, body, source, updatedAt, kind: kindOfSource[source] })
    }
  }
  return { ...previous, version }
}

/** The index of a market and language, up to date with the database. */
async function currentIndex(payload: Payload, market: MarketId, locale: Locale): Promise<Loaded> {
  const key = `${market}:${locale}`
  const scope = scopeOf(market, locale)
  const version = await versionOf(payload, key, scope)
  const known = indexes.get(key)
  const loaded = await known
  if (loaded && known && loaded.version === version) return loaded
  const next = (async () => {
    const base = loaded ?? { index: new TextIndex(locale), shown: new Map(), version: '' }
    return refreshed(payload, scope, base, version)
  })()
  indexes.set(key, next)
  next.catch(() => indexes.delete(key))
  return next
}

/** The synonym groups editors keep for a language (read at most every `searchCheckFreshMs`; a change here counts at once). */
function synonymsOf(payload: Payload, locale: Locale): Promise<SynonymGroup[]> {
  return recentlyChecked(`synonyms:${locale}`, () => readSynonyms(payload, locale))
}

async function readSynonyms(payload: Payload, locale: Locale): Promise<SynonymGroup[]> {
  const { docs } = await payload.find({
    collection: 'search-synonyms',
    where: { locale: { equals: locale } },
    limit: 0,
    pagination: false,
    depth: 0,
    select: { terms: true },
  })
  return docs.map((doc) => doc.terms ?? [])
}

/**
 * One page of what the running market offers in a language that matches every word of the query (in any
 * inflected form, or a typo away), best first, optionally of one kind only. Read from the index kept up to
 * date before each query: a publish shows at once.
 */
export async function searchSite(
  market: MarketId,
  locale: Locale,
  query: string,
  page: number,
  options: { kind?: ResultKind; now?: Date } = {},
): Promise<SearchResults> {
  const kinds = Object.fromEntries(resultKinds.map((kind) => [kind, 0])) as Record<ResultKind, number>
  const payload = await payloadClient()
  const slots = querySlots(query, locale, await synonymsOf(payload, locale))
  if (slots.length === 0) return { total: 0, pageCount: 0, page: 1, hits: [], matched: [], kinds }
  const { index, shown } = await currentIndex(payload, market, locale)
  const ranked = index.search(slots, (options.now ?? new Date()).getTime())
  const hitsOfQuery: Shown[] = []
  for (const { id } of ranked) {
    const hit = shown.get(id)
    if (!hit) continue
    kinds[hit.kind] += 1
    if (!options.kind || hit.kind === options.kind) hitsOfQuery.push(hit)
  }
  const pageCount = Math.ceil(hitsOfQuery.length / searchPageSize)
  const current = Math.min(Math.max(1, page), Math.max(1, pageCount))
  return {
    total: hitsOfQuery.length,
    pageCount,
    page: current,
    hits: hitsOfQuery.slice((current - 1) * searchPageSize, current * searchPageSize),
    matched: [...index.matchedWords(slots)],
    kinds,
  }
}

/** The key of a query's outcome: its market, language and the query as counted. */
export const outcomeKey = (market: MarketId, locale: Locale, query: string) =>
  `${market}|${locale}|${searchedText(locale, query)}`

/**
 * How long cached results stand without a change in the CMS: a job posting leaves the results when it closes,
 * which no hook announces (as long as a posting's own page, `karijere/[slug]`).
 */
const searchResultsLifetime = 3600

/**
 * The results of a query as the results page shows them. Remembers whether the query found anything, so that
 * counting its searches (`searchTally.ts`) needs no search of its own.
 */
export async function pageSearch(
  market: MarketId,
  locale: Locale,
  query: string,
  page: number,
  kind: ResultKind | null,
): Promise<SearchResults> {
  const results = await searchSite(market, locale, query, page, kind ? { kind } : {})
  rememberOutcome(
    outcomeKey(market, locale, query),
    Object.values(results.kinds).some((count) => count > 0),
  )
  return results
}

/**
 * `pageSearch` kept in Next's cache per market, language, query, kind and page until a publish, an unpublish or
 * a synonym changes the search (`cms:search`, expired by the hooks of the searched collections and of the
 * synonyms): a repeated query costs no database read.
 */
export const cachedSearch = cachedRead('search', [cacheTags.search], pageSearch, {
  revalidate: searchResultsLifetime,
})

/**
 * Indexes each searched collection that has published documents but no entries yet (a database from before
 * the site search, or before that collection was searched); afterwards the collections' hooks keep it. A
 * collection that cannot be read is logged and left to its hooks: the site starts without its entries.
 */
export async function ensureSearchIndex(): Promise<void> {
  const payload = await payloadClient()
  for (const collection of searchedCollections) {
    try {
      const [entries, published] = await Promise.all([
        payload.count({ collection: 'search-entries', where: { source: { equals: collection } } }),
        payload.count({ collection, where: hasDrafts(collection) ? { _status: { equals: 'published' } } : {} }),
      ])
      if (entries.totalDocs === 0 && published.totalDocs > 0) await indexCollection(payload, collection)
    } catch (error) {
      payload.logger.error({ err: error, collection }, 'search index not filled for a collection')
    }
  }
}
