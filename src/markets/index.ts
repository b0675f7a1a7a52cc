export { isMarketId, type MarketId, type MarketRules, marketIds, marketRules } from './rules'
