import type { SanitizedConfig } from 'payload'
import { parse } from 'qs-esm'
import { isDocumentId } from '@/config/documentId'
import { apiMessages } from '@/lib/cms/apiLanguage'
import { queryableFields } from '@/lib/cms/queryFields'
import { malformedWhereArguments } from './queryValues'
import { reorderBody } from './reorderBody'
import { effectiveMethod, requestedNumericId } from './requestedId'
import { type ApiContext, apiError, payloadPathname, type RouteHandler } from './routeHandler'

const methodsWithBody = new Set(['POST', 'PATCH', 'PUT'])
/** A body of a type Payload cannot read, answered in the request's admin language. */
const unsupportedBody = 'unsupported body'

const parsesAsJson = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * What Payload 3.90 answers with a 500 although the request is at fault: a body that is not the JSON
 * its content type says, a multipart body that does not parse or whose `_payload` field is
 * not JSON (REST), a body of another type (text/plain), an order change without its target. Such a request is
 * refused with a 400 before it reaches Payload.
 */
async function malformedBody(request: Request, pathname: string): Promise<string | null> {
  if (!methodsWithBody.has(request.method) || request.body === null) return null
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? ''
  if (pathname.toLowerCase() === '/api/reorder') {
    // Payload reads this body as JSON whatever its type says.
    const text = await request.clone().text()
    return parsesAsJson(text) && reorderBody.safeParse(JSON.parse(text)).success ? null : 'Invalid reorder request'
  }
  if (type === 'application/json') {
    const text = await request.clone().text()
    return text === '' || parsesAsJson(text) ? null : 'Invalid JSON'
  }
  if (type === 'application/x-www-form-urlencoded') return null
  if (!type.startsWith('multipart/')) {
    // Any other body (text/plain, none named): Payload reads it as form data and fails.
    return (await request.clone().arrayBuffer()).byteLength === 0 ? null : unsupportedBody
  }
  try {
    const payloadField = (await request.clone().formData()).get('_payload')
    return typeof payloadField !== 'string' || parsesAsJson(payloadField) ? null : 'Invalid JSON in _payload'
  } catch {
    return 'Invalid multipart body'
  }
}

/** Wraps Payload's REST handler so that a malformed body is a 400, never a 500. */
export function withMalformedBodiesRefused(
  handler: RouteHandler<ApiContext>,
  config: Promise<SanitizedConfig>,
): RouteHandler<ApiContext> {
  return async (request, context) => {
    const problem = await malformedBody(request, await payloadPathname(context))
    if (problem !== unsupportedBody) return problem ? apiError(400, problem) : handler(request, context)
    // In Payload's words and the staff member's language, as its own endpoints refuse a body they cannot read.
    return apiError(400, apiMessages(await config, request).invalidRequestArgs.replace('{{args}}', 'body'))
  }
}

/** `/api/{collection}/versions…` of a collection that keeps no versions: Payload queries a table that is not there. */
function namesMissingVersions(config: SanitizedConfig, pathname: string): boolean {
  const [slug, operation] = pathname.slice(config.routes.api.length + 1).split('/')
  if (operation?.toLowerCase() !== 'versions') return false
  const collection = config.collections.find((entry) => entry.slug === slug)
  return collection !== undefined && !collection.versions
}

/**
 * Wraps a Payload REST handler so that a document id in the path that no document can have
 * (`/api/news/abc`, `/api/pages/versions/1.5`), or versions of a collection that keeps none, are answered as
 * Payload answers an unknown id, 404, before the database sees them.
 */
export function withMalformedIdsRefused(
  handler: RouteHandler<ApiContext>,
  config: Promise<SanitizedConfig>,
): RouteHandler<ApiContext> {
  return async (request, context) => {
    const sanitized = await config
    const pathname = await payloadPathname(context, sanitized.routes.api)
    const id = requestedNumericId(sanitized, request, pathname)
    const missing = namesMissingVersions(sanitized, pathname) || (id !== undefined && !isDocumentId(id))
    if (!missing) return handler(request, context)
    return apiError(404, apiMessages(sanitized, request).notFound)
  }
}

/** Paging arguments Payload reads as numbers without checking them (`?limit=1.5`, `?page=-1` reach SQL). */
const pagingArguments = ['limit', 'page', 'depth']

/** The query a REST request carries: its search, and for a GET sent as a POST its form-encoded body, as Payload reads it. */
async function requestQuery(request: Request): Promise<string> {
  const { search } = new URL(request.url)
  const formBody =
    effectiveMethod(request) === 'get' &&
    request.method === 'POST' &&
    request.headers.get('content-type') === 'application/x-www-form-urlencoded'
  return formBody ? `${search}&${await request.clone().text()}` : search
}

/**
 * Wraps a Payload REST handler so that query arguments the database cannot take — paging that is not a
 * whole number, a `where` comparing a field with a value of another kind — are refused with a 400 naming
 * them, in Payload's words and the request's admin language, before Payload hands them to SQL.
 */
export function withMalformedQueriesRefused(
  handler: RouteHandler<ApiContext>,
  config: Promise<SanitizedConfig>,
): RouteHandler<ApiContext> {
  return async (request, context) => {
    const query = await requestQuery(request)
    if (query === '' || query === '?') return handler(request, context)
    const sanitized = await config
    // As Payload parses it (createPayloadRequest), so both read the same arguments.
    const parsed = parse(query, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true })
    const malformed = pagingArguments.filter(
      (name) => parsed[name] !== undefined && !(typeof parsed[name] === 'string' && /^\d+$/.test(parsed[name])),
    )
    const pathname = await payloadPathname(context, sanitized.routes.api)
    const segments = pathname.slice(sanitized.routes.api.length + 1).split('/')
    const fields = parsed.where === undefined ? undefined : queryableFields(sanitized, segments)
    if (fields) malformed.push(...malformedWhereArguments(sanitized, fields, parsed.where))
    if (malformed.length === 0) return handler(request, context)
    const message = apiMessages(sanitized, request).invalidRequestArgs.replace('{{args}}', malformed.join(', '))
    return apiError(400, message)
  }
}
