import { unstable_cache } from 'next/cache'
import { getPayload, type Payload } from 'payload'
import type { CacheTag } from '@/config/cacheTags'
import type { MarketId } from '@/markets'

/**
 * The CMS of this process. Its config is imported on first use, not when a module that reads the CMS is
 * imported: the config reads the settings, and a script or test sets them up first.
 */
export async function payloadClient(): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}

/**
 * Starts the CMS and its database connection, so that the first request does not wait for them, and the
 * crons of its job queue (`src/config/jobs.ts`): only a server does background work, never a script or test.
 */
export async function connectCms(): Promise<void> {
  const { default: config } = await import('@payload-config')
  await getPayload({ config, cron: true })
}

/** Stops the crons of the job queue: this process takes no more background work (a running job finishes). */
export async function stopBackgroundJobs(): Promise<void> {
  const payload = await payloadClient()
  await Promise.all(payload.crons.splice(0).map((cron) => cron.stop()))
}

/** The server's logger (Payload's): log lines name what happened, never what a visitor wrote. */
export async function appLogger(): Promise<Payload['logger']> {
  return (await payloadClient()).logger
}

/**
 * Caches a CMS read across requests until one of its tags is cleared by a Payload hook. The arguments
 * are part of the cache key, so a read that depends on the market takes it as an argument. `revalidate`
 * (seconds) reads again after that long too, for what changes with time alone.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: CacheTag[],
  read: (...args: Args) => Promise<Result>,
  options: { revalidate?: number } = {},
): (...args: Args) => Promise<Result> {
  return unstable_cache(read, [name], { tags, ...options })
}

/**
 * Read option of every public read: a document or field without text in the visitor's language stays
 * empty instead of showing another language (the admin and the API keep Payload's fallback chain), so
 * what has no translation is not offered.
 */
export const ownLanguageOnly = { fallbackLocale: false } as const

/** Where-clause that keeps documents offered in a market (for a non-localized `markets` field). */
export function offeredInMarket(market: MarketId) {
  return { markets: { in: [market] } }
}

/**
 * Whether a document whose `markets` field is localized is offered in a market, in the locale it
 * was read in. Payload 3.90's SQL adapters write invalid SQL for a where-clause on a localized
 * hasMany select, so such documents are filtered after reading.
 */
export function isOfferedInMarket(doc: { markets?: (string | null)[] | null }, market: MarketId): boolean {
  return Boolean(doc.markets?.includes(market))
}
