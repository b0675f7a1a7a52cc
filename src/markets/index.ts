import { bih } from './bih'
import { cro } from './cro'
import { slo } from './slo'
import { type MarketId, type MarketRules, marketIds } from './types'

export { type MarketId, type MarketRules, marketIds }

export const marketRules: Record<MarketId, MarketRules> = { cro, slo, bih }

export function isMarketId(value: string): value is MarketId {
  return (marketIds as readonly string[]).includes(value)
}

/** The market this instance serves, chosen by `SITE_MARKET` at start (default `cro`). */
export function currentMarketId(): MarketId {
  const configured = process.env.SITE_MARKET || 'cro'
  if (!isMarketId(configured)) {
    throw new Error(`SITE_MARKET must be one of ${marketIds.join(', ')}; got "${configured}".`)
  }
  return configured
}

export function currentMarket(): MarketRules {
  return marketRules[currentMarketId()]
}

/** Public address of a market's site: `SITE_URL_<MARKET>` or the market's default. */
export function marketSiteUrl(id: MarketId): string {
  return process.env[`SITE_URL_${id.toUpperCase()}`] || marketRules[id].defaultSiteUrl
}
