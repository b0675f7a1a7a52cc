import { isLocale, type Locale } from '@/i18n/locales'

/**
 * Where a result's link goes first: a GET endpoint that counts the result opened for the query (anonymously:
 * no address, no cookie) and sends the visitor on with a redirect, so that it works without JavaScript too.
 */
const searchClickPath = '/api/search-misses/click'
/** As long as the search accepts (`maxQueryLength` in features/search/query.ts). */
const longestQuery = 100

type SearchClick = { locale: Locale; query: string; to: string }

/** The link of a result: the click endpoint with the query, its language and the result's own address. */
export function searchClickHref({ locale, query, to }: SearchClick): string {
  return `${searchClickPath}?${new URLSearchParams({ l: locale, q: query, to })}`
}

/** The click a request names; null when a part is missing or the target is not an address of this site. */
export function readSearchClick(params: URLSearchParams): SearchClick | null {
  const locale = params.get('l') ?? ''
  const query = params.get('q')?.trim() ?? ''
  const to = params.get('to') ?? ''
  if (!isLocale(locale) || query === '' || query.length > longestQuery) return null
  // Only a path of this site (never `//host` or `/\host`, which a browser reads as another site).
  if (!/^\/(?![/\\])/.test(to)) return null
  return { locale, query, to }
}
