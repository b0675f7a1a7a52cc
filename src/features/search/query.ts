/** The longest query the search accepts: longer ones are refused with a message, not searched. */
export const maxQueryLength = 100

type SearchRequest =
  | { kind: 'empty' }
  | { kind: 'tooLong'; query: string }
  | { kind: 'query'; query: string; page: number }

/** What a visitor asked for, from the results page's `q` and `page` (each possibly repeated or missing). */
export function readSearchRequest(
  q: string | string[] | undefined,
  page: string | string[] | undefined,
): SearchRequest {
  const query = (Array.isArray(q) ? q[0] : q)?.trim() ?? ''
  if (query === '') return { kind: 'empty' }
  if (query.length > maxQueryLength) return { kind: 'tooLong', query: query.slice(0, maxQueryLength) }
  const pageNumber = Number(Array.isArray(page) ? page[0] : page)
  return { kind: 'query', query, page: Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1 }
}
