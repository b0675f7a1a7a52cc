import { type Locale, localizedPath } from '@/i18n/locales'
import { newsItemPathname, pathnameIn, type ScreenKey, screenPathnames } from '@/i18n/screens'
import type { MarketRules } from '@/markets'

/** The public address of a page in each locale in which it exists. */
export type Alternates = Partial<Record<Locale, string>>

// Addresses come from the route table itself rather than next-intl's createNavigation, whose client
// Link would otherwise ship to every page.

export function screenHref(screen: ScreenKey, locale: Locale): string {
  return localizedPath(locale, pathnameIn(screenPathnames[screen], locale))
}

export function newsItemHref(slug: string, locale: Locale): string {
  return localizedPath(locale, pathnameIn(newsItemPathname, locale).replace('[slug]', encodeURIComponent(slug)))
}

/** A fixed screen's address in each of the market's locales. */
export function screenAlternates(screen: ScreenKey, market: MarketRules): Alternates {
  return Object.fromEntries(market.locales.map((locale) => [locale, screenHref(screen, locale)]))
}

/** A CMS page's address in each of the market's locales in which it has a path. */
export function pageAlternates(paths: Partial<Record<Locale, string>>, market: MarketRules): Alternates {
  return Object.fromEntries(
    market.locales.flatMap((locale) => {
      const path = paths[locale]
      return path ? [[locale, localizedPath(locale, path)]] : []
    }),
  )
}

/** A news item's address in each of the market's locales in which it has a slug. */
export function newsItemAlternates(slugs: Partial<Record<Locale, string>>, market: MarketRules): Alternates {
  return Object.fromEntries(
    market.locales.flatMap((locale) => {
      const slug = slugs[locale]
      return slug ? [[locale, newsItemHref(slug, locale)]] : []
    }),
  )
}
