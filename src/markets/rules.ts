import { bih } from './bih'
import { cro } from './cro'
import { slo } from './slo'
import { type MarketId, type MarketRules, marketIds } from './types'

export { type MarketId, type MarketRules, marketIds }

/** The rules of every market. One build serves all three; which one runs is chosen at start. */
export const marketRules: Record<MarketId, MarketRules> = { cro, slo, bih }

export function isMarketId(value: string): value is MarketId {
  return (marketIds as readonly string[]).includes(value)
}
