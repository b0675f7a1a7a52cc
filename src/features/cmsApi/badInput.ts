import type { SanitizedConfig } from 'payload'
import { notFoundMessage } from '@/lib/cms/apiLanguage'
import { requestedNumericId } from './requestedId'
import { apiError, type RouteHandler } from './routeHandler'

const methodsWithBody = new Set(['POST', 'PATCH', 'PUT'])

/**
 * The largest id a PostgreSQL `serial` column holds. Payload hands any number to the database, and
 * anything else as NaN: PostgreSQL fails on the cast or the range, SQLite on NaN (a 500 either way).
 */
const largestId = 2 ** 31 - 1

const isDocumentId = (id: string) => /^\d{1,10}$/.test(id) && Number(id) <= largestId

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
 * its content type says (GraphQL), a multipart body that does not parse or whose `_payload` field is
 * not JSON (REST). Such a request is refused with a 400 before it reaches Payload.
 */
async function malformedBody(request: Request): Promise<string | null> {
  if (!methodsWithBody.has(request.method) || request.body === null) return null
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? ''
  if (type === 'application/json') {
    const text = await request.clone().text()
    return text === '' || parsesAsJson(text) ? null : 'Invalid JSON'
  }
  if (!type.startsWith('multipart/')) return null
  try {
    const payloadField = (await request.clone().formData()).get('_payload')
    return typeof payloadField !== 'string' || parsesAsJson(payloadField) ? null : 'Invalid JSON in _payload'
  } catch {
    return 'Invalid multipart body'
  }
}

/** Wraps a Payload route handler (REST or GraphQL) so that a malformed body is a 400, never a 500. */
export function withMalformedBodiesRefused<Context>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    const problem = await malformedBody(request)
    return problem ? apiError(400, problem) : handler(request, context)
  }
}

/**
 * Wraps a Payload REST handler so that a document id in the path that no document can have
 * (`/api/news/abc`, `/api/pages/versions/1.5`) is answered as Payload answers an unknown id, 404, before
 * the database sees it.
 */
export function withMalformedIdsRefused<Context>(
  handler: RouteHandler<Context>,
  config: Promise<SanitizedConfig>,
): RouteHandler<Context> {
  return async (request, context) => {
    const sanitized = await config
    const id = requestedNumericId(sanitized, request)
    if (id === undefined || isDocumentId(id)) return handler(request, context)
    return apiError(404, notFoundMessage(sanitized, request))
  }
}
