import { readLimited } from '@/features/forms/readLimited'
import { type ApiContext, apiError, type RouteHandler } from './routeHandler'

/**
 * The largest body each kind of REST request may send: an upload (an image or a document in the admin) as
 * multipart form data, anything else (a document's JSON, a query sent as a POST) far less. A body over it is
 * refused with a 413 before it is read whole.
 */
const apiBodyLimits = { upload: 50 * 1024 * 1024, other: 2 * 1024 * 1024 }

const methodsWithBody = new Set(['POST', 'PATCH', 'PUT'])

/** Wraps Payload's REST handler with the body limits above (Payload itself takes a JSON body of any size). */
export function withBodyLimit(handler: RouteHandler<ApiContext>): RouteHandler<ApiContext> {
  return async (request, context) => {
    if (!methodsWithBody.has(request.method) || request.body === null) return handler(request, context)
    const type = request.headers.get('content-type')?.toLowerCase() ?? ''
    const limit = type.startsWith('multipart/') ? apiBodyLimits.upload : apiBodyLimits.other
    const tooLarge = () => apiError(413, `The request body is larger than ${limit / 1024 / 1024} MB.`)
    if (Number(request.headers.get('content-length') ?? 0) > limit) return tooLarge()
    const body = await readLimited(request.body, limit)
    if (body === null) return tooLarge()
    const { method, headers, signal } = request
    return handler(new Request(request.url, { method, headers, signal, body: new Uint8Array(body) }), context)
  }
}
