import { isLocale, type Locale } from '@/i18n/locales'
import { searchPathname } from '@/i18n/screens'
import { readSearchRequest } from './query'

/**
 * Internal route of a query's results. The proxy rewrites the public address (`/pretraga?q=…&kind=…&page=…`)
 * to it, so that each query, kind and page is a page of its own in Next's cache (rendered on its first
 * request, expired with the search's cache tag), as the news list's views are.
 */
const resultsSegment = 'rezultati'
// Not a result kind, so no kind can take its place.
const allKinds = '_all'

/**
 * A search the proxy rewrote: the internal address, the query in its language, and whether it is a new search
 * (its first page of all kinds) rather than a visitor paging or filtering the results of one (counted once).
 */
type RewrittenSearch = { url: URL; locale: Locale; query: string; isNew: boolean }

/**
 * Where the proxy sends a request that next-intl rewrote to the internal search pathname with a query that can
 * be searched; null for any other request (no query, an empty or too long one: the plain page answers them).
 * Equivalent addresses (a missing or bad page, an unknown kind) share one route.
 */
export function searchResultsRewrite(internal: URL): RewrittenSearch | null {
  const [, locale, ...rest] = internal.pathname.replace(/\/$/, '').split('/')
  if (!locale || !isLocale(locale) || `/${rest.join('/')}` !== searchPathname.internal) return null
  const { searchParams } = internal
  const request = readSearchRequest(
    searchParams.get('q') ?? undefined,
    searchParams.get('page') ?? undefined,
    searchParams.get('kind') ?? undefined,
  )
  if (request.kind !== 'query') return null
  const url = new URL(internal)
  const segments = [request.query, request.resultKind ?? allKinds, String(request.page)].map(encodeURIComponent)
  url.pathname = `/${locale}${searchPathname.internal}/${resultsSegment}/${segments.join('/')}`
  for (const name of ['q', 'page', 'kind']) url.searchParams.delete(name)
  return { url, locale, query: request.query, isNew: request.page === 1 && !request.resultKind }
}
