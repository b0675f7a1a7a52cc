import { cache } from 'react'
import { type MarketId, type MarketRules, marketRules } from './rules'

/**
 * The market of the page being rendered, like next-intl's request locale: a build renders the pages
 * of all three markets, so render code asks this instead of the environment. Set once per layout
 * and page by `resolveRoute` (src/lib/routes/routeParams.ts).
 */
const store = cache((): { market?: MarketRules } => ({}))

export function setRequestMarket(id: MarketId): void {
  store().market = marketRules[id]
}

export function requestMarket(): MarketRules {
  const { market } = store()
  if (!market) throw new Error('The request market is read before a layout or page has set it.')
  return market
}
