import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type Payload } from 'payload'
import { currentMarketId } from '@/markets'
import type { CacheTag } from './tags'

export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/** Caches a CMS read across requests until one of its tags is cleared by a Payload hook. */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: CacheTag[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(read, [name], { tags })
}

/** Where-clause that keeps documents offered in this instance's market, in the queried locale. */
export function offeredInMarket() {
  return { markets: { in: [currentMarketId()] } }
}
