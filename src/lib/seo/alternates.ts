import type { Locale } from '@/i18n/locales'
import { jobPostingHref, localizedPath, newsItemHref, screenHref } from '@/i18n/paths'
import type { ScreenKey } from '@/i18n/screens'
import type { MarketRules } from '@/markets'

/** The public address of a page in each locale in which it exists. */
export type Alternates = Partial<Record<Locale, string>>

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

function slugAlternates(
  slugs: Partial<Record<Locale, string>>,
  market: MarketRules,
  href: (slug: string, locale: Locale) => string,
): Alternates {
  return Object.fromEntries(
    market.locales.flatMap((locale) => {
      const slug = slugs[locale]
      return slug ? [[locale, href(slug, locale)]] : []
    }),
  )
}

/** A news item's address in each of the market's locales in which it has a slug. */
export function newsItemAlternates(slugs: Partial<Record<Locale, string>>, market: MarketRules): Alternates {
  return slugAlternates(slugs, market, newsItemHref)
}

/** A job posting's address in each of the market's locales in which it is written. */
export function jobPostingAlternates(slugs: Partial<Record<Locale, string>>, market: MarketRules): Alternates {
  return slugAlternates(slugs, market, jobPostingHref)
}
