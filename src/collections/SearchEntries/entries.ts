import type { Payload, PayloadRequest } from 'payload'
import { factsOf, withFacts } from '@/collections/company/legalFacts'
import { postingClosesAt } from '@/collections/JobPostings/options'
import { type Locale, locales } from '@/i18n/locales'
import { documentPageHref, jobPostingHref, localizedPath, newsItemHref, screenHref } from '@/i18n/paths'
import { isScreenKey } from '@/i18n/screens'
import { normalizeSearchText } from '@/i18n/searchText'
import { type MarketId, marketIds, marketRules } from '@/markets/rules'
import type { SearchEntry } from '@/payload-types'
import { readableText as readableTextOf } from './plainText'
import { hasDrafts, type SearchedCollection } from './searched'

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
export function copyOf(req: PayloadRequest | undefined): PayloadRequest | undefined {
  return req && { ...req }
}

/**
 * The published documents of `ids` in a locale, read as the site reads them: without falling back to another
 * language (a document of a collection without drafts is public once saved).
 */
async function readPublished(
  payload: Payload,
  collection: SearchedCollection,
  ids: number[],
  locale: Locale,
  req?: PayloadRequest,
): Promise<SourceDoc[]> {
  const chosen = { id: { in: ids } }
  const { docs } = await payload.find({
    collection,
    where: hasDrafts(collection) ? { and: [chosen, { _status: { equals: 'published' } }] } : chosen,
    locale,
    fallbackLocale: false,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req: copyOf(req),
  })
  return docs as SourceDoc[]
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

type Entry = Omit<SearchEntry, 'id' | 'createdAt' | 'updatedAt'>

/**
 * The search entries of documents: one per market and language in which each is published and offered, with
 * its title, address and text as the visitor reads them, and their normalised forms for matching.
 */
export async function entriesOf(
  payload: Payload,
  collection: SearchedCollection,
  ids: number[],
  req?: PayloadRequest,
): Promise<Entry[]> {
  // A legal text names the market's own company, as the page does (its placeholders filled in): read once a
  // market and language for all the documents.
  const facts = new Map<string, ReturnType<typeof factsOf>>()
  const factsIn = async (market: MarketId, locale: Locale) => {
    const key = `${market}|${locale}`
    if (!facts.has(key)) {
      facts.set(key, factsOf(await companyInformation(payload, market, locale, req), marketRules[market], locale))
    }
    return facts.get(key) as ReturnType<typeof factsOf>
  }
  const entries: Entry[] = []
  for (const locale of locales) {
    const markets = marketIds.filter((market) => marketRules[market].locales.includes(locale))
    if (markets.length === 0 || ids.length === 0) continue
    for (const doc of await readPublished(payload, collection, ids, locale, req)) {
      const path = addressOf(collection, doc, locale)
      if (!doc.title || !path) continue
      const text = readableText(collection, doc)
      for (const market of markets.filter((candidate) => isOffered(collection, doc, candidate))) {
        const shown = await factsIn(market, locale)
        const [summary, headings, body] = [text.summary, text.headings, text.body].map((part) => withFacts(part, shown))
        entries.push({
          market,
          locale,
          source: collection,
          docId: doc.id,
          title: doc.title,
          path,
          summary,
          headings,
          body,
          titleKey: normalizeSearchText(doc.title),
          textKey: normalizeSearchText([doc.title, summary, headings, body].join('\n')),
          // A posting leaves the results when it closes; the query compares this with its moment.
          expiresAt: doc.closingDate ? postingClosesAt(doc.closingDate).toISOString() : null,
        })
      }
    }
  }
  return entries
}
