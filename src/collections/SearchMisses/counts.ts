import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { MarketId } from '@/markets'

/** How long the counts of a day's searches are kept. */
const keptDays = 30

const dayOf = (moment: Date) => moment.toISOString().slice(0, 10)

/** A query as it is counted: in lower case, spaces collapsed. */
export function searchedText(locale: Locale, query: string): string {
  return query.toLocaleLowerCase(locale).replace(/\s+/g, ' ').trim()
}

/** What is added to a query's counts of a day: searches without a result, searches with results, results opened. */
type Counts = { missed?: number; withResults?: number; clicks?: number }

/**
 * Adds to the counts of a query on this day, market and language (the query in lower case, spaces collapsed),
 * and forgets the days past the last 30. Nothing about the visitor is kept. `withoutClick` is the searches
 * with results that no opened result answers (a visitor may open several results of one search).
 */
async function addCounts(payload: Payload, market: MarketId, locale: Locale, query: string, counts: Counts, now: Date) {
  const day = dayOf(now)
  const text = searchedText(locale, query)
  const key = `${day}|${market}|${locale}|${text}`
  const { docs } = await payload.find({
    collection: 'search-misses',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const known = docs[0] ?? { count: 0, withResults: 0, clicks: 0 }
  const count = known.count + (counts.missed ?? 0)
  const withResults = known.withResults + (counts.withResults ?? 0)
  const clicks = known.clicks + (counts.clicks ?? 0)
  const data = { count, withResults, clicks, withoutClick: Math.max(0, withResults - clicks) }
  if (docs[0]) {
    await payload.update({ collection: 'search-misses', id: docs[0].id, data, depth: 0 })
  } else {
    await payload.create({ collection: 'search-misses', data: { key, day, market, locale, query: text, ...data } })
  }
  const oldest = dayOf(new Date(now.getTime() - (keptDays - 1) * 24 * 60 * 60 * 1000))
  await payload.delete({ collection: 'search-misses', where: { day: { less_than: oldest } } })
}

/** Counts searches that found nothing (`searches` of them). */
export async function recordSearchMiss(
  payload: Payload,
  market: MarketId,
  locale: Locale,
  query: string,
  now: Date = new Date(),
  searches = 1,
): Promise<void> {
  await addCounts(payload, market, locale, query, { missed: searches }, now)
}

/** Counts searches that found something (`searches` of them). */
export async function recordSearchesWithResults(
  payload: Payload,
  market: MarketId,
  locale: Locale,
  query: string,
  searches: number,
  now: Date = new Date(),
): Promise<void> {
  await addCounts(payload, market, locale, query, { withResults: searches }, now)
}

/** Counts a result opened from the results of a query. */
export async function recordSearchClick(
  payload: Payload,
  market: MarketId,
  locale: Locale,
  query: string,
  now: Date = new Date(),
): Promise<void> {
  await addCounts(payload, market, locale, query, { clicks: 1 }, now)
}
