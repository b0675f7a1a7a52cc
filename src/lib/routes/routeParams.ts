import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { isMarketId, type MarketRules, marketRules } from '@/markets'
import { setRequestMarket } from '@/markets/requestMarket'

/** The segments every public route sits under; the proxy writes the market, next-intl the locale. */
export type SiteParams = { market: string; locale: string }

/**
 * Reads the route's market and locale, makes them the request's (for static rendering and for the
 * components below), and 404s on a locale the market does not offer.
 */
export async function resolveRoute(params: Promise<SiteParams>): Promise<{ locale: Locale; market: MarketRules }> {
  const { market: marketId, locale } = await params
  if (!isMarketId(marketId) || !isLocale(locale)) notFound()
  const market = marketRules[marketId]
  if (!market.locales.includes(locale)) notFound()
  setRequestMarket(marketId)
  setRequestLocale(locale)
  return { locale, market }
}

/** Every market and locale pair a build renders. */
export function siteParams(): SiteParams[] {
  return Object.values(marketRules).flatMap((market) => market.locales.map((locale) => ({ market: market.id, locale })))
}
