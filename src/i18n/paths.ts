import { marketIds, marketRules } from '@/markets/rules'
import type { Locale } from './locales'
import {
  jobPostingPathname,
  newsItemPathname,
  pathnameIn,
  type ScreenKey,
  screenPathnames,
  searchPathname,
} from './screens'

/** Locales that are some market's default: they have no path prefix (`/o-nama`, `/storitve/…`). */
const unprefixedLocales: readonly Locale[] = marketIds.map((id) => marketRules[id].defaultLocale)

/** Public path of an internal path in a locale: a market's default locale has no prefix. */
export function localizedPath(locale: Locale, path: string): string {
  if (unprefixedLocales.includes(locale)) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

// Addresses come from the route table itself rather than next-intl's createNavigation, whose client
// Link would otherwise ship to every page.

/** A fixed screen's public address in a locale. */
export function screenHref(screen: ScreenKey, locale: Locale): string {
  return localizedPath(locale, pathnameIn(screenPathnames[screen], locale))
}

/** A downloadable document's public address in a locale: the file screen that shows it. */
export function documentPageHref(id: number, locale: Locale): string {
  return `${screenHref('file', locale)}?id=${id}`
}

/** A news item's public address in a locale. */
export function newsItemHref(slug: string, locale: Locale): string {
  return localizedPath(locale, pathnameIn(newsItemPathname, locale).replace('[slug]', encodeURIComponent(slug)))
}

/** A job posting's public address in a locale. */
export function jobPostingHref(slug: string, locale: Locale): string {
  return localizedPath(locale, pathnameIn(jobPostingPathname, locale).replace('[slug]', encodeURIComponent(slug)))
}

/** The search results' address in a locale, for a query and a page of results. */
export function searchHref(locale: Locale, query?: string, page = 1, kind?: string): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (kind) params.set('kind', kind)
  if (page > 1) params.set('page', String(page))
  const search = params.size > 0 ? `?${params}` : ''
  return `${localizedPath(locale, pathnameIn(searchPathname, locale))}${search}`
}
