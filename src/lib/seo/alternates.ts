import { type Locale, localizedPath } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { routing } from '@/i18n/routing'
import { newsItemPathname, type ScreenKey, screenPathnames } from '@/i18n/screens'

/** The public address of a page in each locale in which it exists. */
export type Alternates = Partial<Record<Locale, string>>

export function screenHref(screen: ScreenKey, locale: Locale): string {
  return getPathname({ href: screenPathnames[screen].internal, locale })
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
      return slug
        ? [[locale, getPathname({ href: { pathname: newsItemPathname.internal, params: { slug } }, locale })]]
        : []
    }),
  )
}
