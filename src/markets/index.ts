import { isMarketId, type MarketId, type MarketRules, marketRules } from './rules'

export { isMarketId, type MarketId, type MarketRules, marketIds, marketRules } from './rules'

/**
 * The market this server runs, chosen by `SITE_MARKET` at start (default `cro`). Code that renders
 * pages asks the request's market instead (`src/markets/requestMarket.ts`): a build holds all three.
 */
export function currentMarketId(): MarketId {
  const configured = process.env.SITE_MARKET || 'cro'
  if (!isMarketId(configured)) throw new Error(`SITE_MARKET must be one of cro, slo, bih; got "${configured}".`)
  return configured
}

export function currentMarket(): MarketRules {
  return marketRules[currentMarketId()]
}

/**
 * Public address of a market's site: `SITE_URL_<MARKET>`; for the market this process runs, else
 * `SITE_URL`, else this machine on `PORT`; for the others, the market's default. Pages are rendered
 * at build time, so the build must see the address of every market it serves.
 */
export function marketSiteUrl(id: MarketId): string {
  const own = id === currentMarketId()
  const configured =
    process.env[`SITE_URL_${id.toUpperCase()}`] ||
    (own ? process.env.SITE_URL || `http://localhost:${process.env.PORT || 3029}` : marketRules[id].defaultSiteUrl)
  try {
    return new URL(configured).toString().replace(/\/$/, '')
  } catch {
    throw new Error(`The address of market ${id} must be an absolute URL; got "${configured}".`)
  }
}
