import { knownOutcome } from '@/collections/SearchEntries/searchChecks'
import { recordSearchesWithResults, recordSearchMiss } from '@/collections/SearchMisses/counts'
import type { Locale } from '@/i18n/locales'
import type { MarketId } from '@/markets'
import { appLogger, payloadClient } from './client'
import { outcomeKey, searchSite } from './search'

/**
 * How long searches are counted in memory before they are written: the results pages are served from Next's
 * cache, so the proxy counts each search (`countSearch`) and the counts are written in one go, off the request.
 */
const flushAfterMs = 5_000

type Tally = { market: MarketId; locale: Locale; query: string; searches: number }
const pending = new Map<string, Tally>()
let flushScheduled = false

/** Counts a visitor's search, without anything about the visitor; written within `flushAfterMs`. */
export function countSearch(market: MarketId, locale: Locale, query: string): void {
  const key = outcomeKey(market, locale, query)
  const tally = pending.get(key) ?? { market, locale, query, searches: 0 }
  tally.searches += 1
  pending.set(key, tally)
  if (flushScheduled) return
  flushScheduled = true
  setTimeout(() => {
    flushScheduled = false
    flushSearchCounts().catch(async (error: unknown) => (await appLogger()).error({ err: error }, 'search counts'))
  }, flushAfterMs).unref()
}

/** Writes the searches counted so far, as searches without a result or with results. */
export async function flushSearchCounts(now: Date = new Date()): Promise<void> {
  const tallies = [...pending.values()]
  pending.clear()
  if (tallies.length === 0) return
  const payload = await payloadClient()
  for (const { market, locale, query, searches } of tallies) {
    // What its results page showed when this process rendered it, else what the query finds now.
    const found =
      knownOutcome(outcomeKey(market, locale, query)) ??
      Object.values((await searchSite(market, locale, query, 1, { now })).kinds).some((count) => count > 0)
    if (found) await recordSearchesWithResults(payload, market, locale, query, searches, now)
    else await recordSearchMiss(payload, market, locale, query, now, searches)
  }
}
