import type { Locale } from '@/i18n/locales'
import { localizedPath, newsItemHref, screenHref } from '@/i18n/paths'
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

/** A news item's address in each of the market's locales in which it has a slug. */
export function newsItemAlternates(slugs: Partial<Record<Locale, string>>, market: MarketRules): Alternates {
  return Object.fromEntries(
    market.locales.flatMap((locale) => {
      const slug = slugs[locale]
      return slug ? [[locale, newsItemHref(slug, locale)]] : []
    }),
  )
}
