import { defineRouting } from 'next-intl/routing'
import type { MarketRules } from '@/markets'
import { newsItemPathname, pathnameIn, screenPathnames, searchPathname } from './screens'

/** The cookie that remembers the last locale visited (listed in the cookie policy). */
export const localeCookie = { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 }

/** next-intl's routing for a market: its locales, its default one without a prefix, the fixed screens' paths. */
export function routingFor(market: MarketRules) {
  const pathnames = Object.fromEntries(
    [...Object.values(screenPathnames), newsItemPathname, searchPathname].map((entry) => [
      entry.internal,
      Object.fromEntries(market.locales.map((locale) => [locale, pathnameIn(entry, locale)])),
    ]),
  )
  return defineRouting({
    locales: market.locales,
    defaultLocale: market.defaultLocale,
    localePrefix: 'as-needed',
    localeDetection: false,
    // Alternate links are written per page (CMS pages have translated slugs the proxy cannot know).
    alternateLinks: false,
    localeCookie,
    pathnames,
  })
}
