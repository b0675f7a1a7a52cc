import { isResultKind, type ResultKind } from '@/lib/search/kinds'

/** The longest query the search accepts: longer ones are refused with a message, not searched. */
export const maxQueryLength = 100

type SearchRequest =
  | { kind: 'empty' }
  | { kind: 'tooLong'; query: string }
  | { kind: 'query'; query: string; page: number; resultKind?: ResultKind }

type Parameter = string | string[] | undefined
const first = (value: Parameter) => (Array.isArray(value) ? value[0] : value)

/** What a visitor asked for, from the results page's `q`, `page` and `kind` (each possibly repeated or missing). */
export function readSearchRequest(q: Parameter, page: Parameter, kind?: Parameter): SearchRequest {
  const query = first(q)?.trim() ?? ''
  if (query === '') return { kind: 'empty' }
  if (query.length > maxQueryLength) return { kind: 'tooLong', query: query.slice(0, maxQueryLength) }
  const pageNumber = Number(first(page))
  const resultKind = first(kind)
  return {
    kind: 'query',
    query,
    page: Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1,
    ...(isResultKind(resultKind) ? { resultKind } : {}),
  }
}
