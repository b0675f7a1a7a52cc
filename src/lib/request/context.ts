import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { cache } from 'react'
import { settings } from '@/config/settings'
import { isLocale, type Locale } from '@/i18n/locales'
import { isMarketId, type MarketRules, marketRules } from '@/markets'

/**
 * What every part of a request needs to know: which market's site it is for, in which language, and the
 * site's public address. Resolved once per request, from the route (pages) or the running server's
 * settings (route handlers), never from the build.
 */
export type RequestContext = { market: MarketRules; locale: Locale; siteUrl: string }

/** The segments every public route sits under; the proxy writes the market, next-intl the locale. */
export type SiteParams = { market: string; locale: string }

const store = cache((): { context?: RequestContext } => ({}))

function contextFor(market: MarketRules, locale: Locale): RequestContext {
  return { market, locale, siteUrl: settings().siteUrls[market.id] }
}

/**
 * For pages and layouts: the route's market and locale become the request's (for static rendering and for
 * the components below); a locale the market does not offer is a 404.
 */
export async function resolveRoute(params: Promise<SiteParams>): Promise<RequestContext> {
  const { market: marketId, locale } = await params
  if (!isMarketId(marketId) || !isLocale(locale)) notFound()
  const market = marketRules[marketId]
  if (!market.locales.includes(locale)) notFound()
  const context = contextFor(market, locale)
  store().context = context
  setRequestLocale(locale)
  return context
}

/** For render code below a page or layout, which resolved the request's context first. */
export function requestContext(): RequestContext {
  const { context } = store()
  if (!context) throw new Error('The request context is read before a layout or page has resolved it.')
  return context
}

/**
 * For route handlers (form endpoints, feeds, sitemap, robots.txt): the market this server shows, in the
 * requested locale when the market offers it, else in its own language.
 */
export function handlerContext(requestedLocale?: string | null): RequestContext {
  const market = marketRules[settings().market]
  const locale =
    requestedLocale && isLocale(requestedLocale) && market.locales.includes(requestedLocale)
      ? requestedLocale
      : market.defaultLocale
  return contextFor(market, locale)
}

/** Every market and locale pair a build renders. */
export function siteParams(): SiteParams[] {
  return Object.values(marketRules).flatMap((market) => market.locales.map((locale) => ({ market: market.id, locale })))
}
