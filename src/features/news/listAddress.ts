import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { pathnameIn, screenPathnames } from '@/i18n/screens'

/** A view of the news list: one category or all of them, and a page. */
export type NewsListView = { category: string | null; page: number }

/**
 * Internal route of a view other than the first page of all categories. The proxy rewrites the public
 * address (`?category=…&page=…`) to it, so every view is a statically generated page of its own.
 */
const viewSegment = 'popis'
// Not a valid category slug, so no category can take its place.
const allCategories = '_all'
const listPathname = screenPathnames.news.internal

/** The public address of a list view: the category and the page number (from 2 on) in the query. */
export function newsListHref(locale: Locale, { category, page }: NewsListView): string {
  const query = new URLSearchParams()
  if (category) query.set('category', category)
  if (page > 1) query.set('page', String(page))
  const path = localizedPath(locale, pathnameIn(screenPathnames.news, locale))
  return query.size > 0 ? `${path}?${query}` : path
}

/** The RSS feed of a locale's news (outside the locale proxy: it has a file extension). */
export function newsFeedHref(locale: Locale): string {
  return `/feed/${locale}.xml`
}

/**
 * Where the proxy sends a request that next-intl rewrote to the internal list pathname with a category
 * or page in its query; null for any other request. Bad values pass through, so the view answers 404.
 */
export function newsListViewRewrite(internal: URL): URL | null {
  const [, locale, ...rest] = internal.pathname.replace(/\/$/, '').split('/')
  if (!locale || !isLocale(locale) || `/${rest.join('/')}` !== listPathname) return null
  const category = internal.searchParams.get('category')
  const page = internal.searchParams.get('page')
  if (category === null && page === null) return null
  const target = new URL(internal)
  target.pathname = `/${locale}${listPathname}/${viewSegment}/${encodeURIComponent(category || allCategories)}/${encodeURIComponent(page ?? '1')}`
  target.searchParams.delete('category')
  target.searchParams.delete('page')
  return target
}

/** The view named by the internal route's (decoded) segments; null for a page that is not a whole number from 1. */
export function newsListViewOf(category: string, page: string): NewsListView | null {
  if (!/^[1-9]\d{0,5}$/.test(page)) return null
  return { category: category === allCategories ? null : category, page: Number(page) }
}

/** The internal route's segments of a view (static generation). */
export function newsListViewSegments({ category, page }: NewsListView): { category: string; page: string } {
  return { category: category ?? allCategories, page: String(page) }
}
