import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'
import { factsOf, withFacts } from '@/collections/company/legalFacts'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { postingClosesAt } from '@/collections/JobPostings/options'
import { cacheTags } from '@/config/cacheTags'
import { type Locale, locales } from '@/i18n/locales'
import { documentPageHref, jobPostingHref, localizedPath, newsItemHref, screenHref } from '@/i18n/paths'
import { isScreenKey } from '@/i18n/screens'
import { normalizeSearchText } from '@/i18n/searchText'
import { type MarketId, marketIds, marketRules } from '@/markets/rules'
import { readableText as readableTextOf } from './plainText'

/**
 * The collections the site search finds: pages (services, departments, brands…), fixed screens, news, job
 * postings and downloadable documents.
 */
export const searchedCollections = ['pages', 'screens', 'news', 'job-postings', 'documents'] as const
type SearchedCollection = (typeof searchedCollections)[number]

/** Documents have no drafts: each one saved is public. */
export const hasDrafts = (collection: SearchedCollection) => collection !== 'documents'

type SourceDoc = {
  id: number
  title?: string | null
  lead?: string | null
  excerpt?: string | null
  description?: unknown
  summary?: string | null
  requirements?: string | null
  closingDate?: string | null
  market?: string | null
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
  if (collection === 'job-postings') return doc.slug ? jobPostingHref(doc.slug, locale) : null
  if (collection === 'documents') return documentPageHref(doc.id, locale)
  return doc.screen && isScreenKey(doc.screen) ? screenHref(doc.screen, locale) : null
}

/**
 * Fixed screens and documents are on every market (the file screen lists every document with a title in the
 * language); pages and news name theirs (a page's per language), a posting its one.
 */
function isOffered(collection: SearchedCollection, doc: SourceDoc, market: MarketId): boolean {
  if (collection === 'job-postings') return doc.market === market
  if (collection === 'screens' || collection === 'documents') return true
  return Boolean(doc.markets?.includes(market))
}

/**
 * What a visitor reads of a document: its summary, its headings and its paragraphs. Paragraphs are kept one a
 * line, so that an excerpt of them never runs one into the next.
 */
function readableText(
  collection: SearchedCollection,
  doc: SourceDoc,
): { summary: string; headings: string; body: string } {
  if (collection === 'job-postings') {
    const { headings, paragraphs } = readableTextOf(doc.description)
    const body = [...paragraphs, ...(doc.requirements ?? '').split(/\n+/)].map((line) => line.trim())
    return { summary: doc.summary ?? '', headings: headings.join('\n'), body: body.filter(Boolean).join('\n') }
  }
  const summary = doc.lead || doc.excerpt || (typeof doc.description === 'string' ? doc.description : '') || ''
  const { headings, paragraphs } = readableTextOf(collection === 'news' ? doc.content : doc.layout)
  return { summary, headings: headings.join('\n'), body: paragraphs.join('\n') }
}

/** A copy of the request (so its transaction), because the Local API sets the request's locale to the one it reads. */
function copyOf(req: PayloadRequest | undefined): PayloadRequest | undefined {
  return req && { ...req }
}

/**
 * The published document in a locale, read as the site reads it: without falling back to another language
 * (a document of a collection without drafts is public once saved).
 */
async function readPublished(
  payload: Payload,
  collection: SearchedCollection,
  id: number,
  locale: Locale,
  req?: PayloadRequest,
) {
  const { docs } = await payload.find({
    collection,
    where: hasDrafts(collection)
      ? { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] }
      : { id: { equals: id } },
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

/** A market's company information in a language, as its legal pages read it (no other language's text). */
async function companyInformation(payload: Payload, market: MarketId, locale: Locale, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'company-information',
    where: { market: { equals: market } },
    locale,
    fallbackLocale: false,
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req: copyOf(req),
  })
  return docs[0] ?? null
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
    const text = readableText(collection, doc)
    for (const market of markets.filter((candidate) => isOffered(collection, doc, candidate))) {
      // A legal text names the market's own company, as the page does (its placeholders filled in).
      const facts = factsOf(await companyInformation(payload, market, locale, req), marketRules[market], locale)
      const [summary, headings, body] = [text.summary, text.headings, text.body].map((part) => withFacts(part, facts))
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
          headings,
          body,
          titleKey: normalizeSearchText(doc.title),
          textKey: normalizeSearchText([doc.title, summary, headings, body].join('\n')),
          // A posting leaves the results when it closes; the query compares this with its moment.
          expiresAt: doc.closingDate ? postingClosesAt(doc.closingDate).toISOString() : null,
        },
        overrideAccess: true,
        req: copyOf(req),
      })
    }
  }
}

/** Writes the entries of every document of a collection. */
export async function indexCollection(payload: Payload, collection: SearchedCollection): Promise<void> {
  const { docs } = await payload.find({ collection, depth: 0, limit: 0, pagination: false, select: {} })
  for (const doc of docs) await indexDocument(payload, collection, doc.id)
}

/** Rebuilds the whole index from the published content (the seed). */
export async function rebuildSearchIndex(payload: Payload): Promise<void> {
  await payload.delete({ collection: 'search-entries', where: { id: { exists: true } }, overrideAccess: true })
  for (const collection of searchedCollections) await indexCollection(payload, collection)
}

// The results pages are cached (`cms:search`, `lib/cms/search.ts`): a change of the entries expires them.
const expireResults = revalidateCollection(cacheTags.search)

/** Hooks that keep a collection's search entries in step with its published documents, at once. */
export function searchIndexHooks(collection: SearchedCollection): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async (args) => {
      const { doc, req, context } = args
      if (context.skipSearchIndex) return doc
      await indexDocument(req.payload, collection, doc.id, req)
      return expireResults.afterChange(args)
    },
    afterDelete: async (args) => {
      const { doc, req } = args
      await req.payload.delete({
        collection: 'search-entries',
        where: { and: [{ source: { equals: collection } }, { docId: { equals: doc.id } }] },
        overrideAccess: true,
        req,
      })
      return expireResults.afterDelete(args)
    },
  }
}
