import { type Locale, localizedPath } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { newsItemPathname, pathnameIn, type ScreenKey, screenPathnames } from '@/i18n/screens'

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

export function screenAlternates(screen: ScreenKey): Alternates {
  return Object.fromEntries(routing.locales.map((locale) => [locale, screenHref(screen, locale)]))
}

export function pageAlternates(paths: Partial<Record<Locale, string>>): Alternates {
  return Object.fromEntries(
    routing.locales.flatMap((locale) => {
      const path = paths[locale]
      return path ? [[locale, localizedPath(locale, path)]] : []
    }),
  )
}

export function newsItemAlternates(slugs: Partial<Record<Locale, string>>): Alternates {
  return Object.fromEntries(
    routing.locales.flatMap((locale) => {
      const slug = slugs[locale]
      return slug ? [[locale, newsItemHref(slug, locale)]] : []
    }),
  )
}
