import { defineRouting } from 'next-intl/routing'
import type { MarketRules } from '@/markets'
import { jobPostingPathname, newsItemPathname, pathnameIn, screenPathnames, searchPathname } from './screens'

/**
 * The cookie that remembers the language the visitor chose in the switcher (listed in the cookie policy).
 * The proxy sets it on that choice only (`i18n/languageChoice.ts`); next-intl neither sets nor reads it.
 */
export const localeCookie = { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 }

/** next-intl's routing for a market: its locales, its default one without a prefix, the fixed screens' paths. */
export function routingFor(market: MarketRules) {
  const pathnames = Object.fromEntries(
    [...Object.values(screenPathnames), newsItemPathname, jobPostingPathname, searchPathname].map((entry) => [
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
    localeCookie: false,
    pathnames,
  })
}
