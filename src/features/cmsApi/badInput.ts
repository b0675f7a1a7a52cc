type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

const methodsWithBody = new Set(['POST', 'PATCH', 'PUT'])

function badRequest(message: string): Response {
  return Response.json({ errors: [{ message }] }, { status: 400 })
}

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
    return problem ? badRequest(problem) : handler(request, context)
  }
}
