/** A Next.js route handler: what Payload's REST handlers are, and what wraps them. */
export type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/** What Next hands the REST catch-all route: the path's segments under `/api`, each decoded once. */
export type ApiContext = { params: Promise<{ slug: string[] }> }

/**
 * The path Payload's REST router resolves, whatever the client's spelling: it routes Next's decoded segments
 * (re-encoded, `@payloadcms/next` 3.90 `routes/rest`), not the request's URL, so `/api/%75sers/login` is
 * `/api/users/login`. Its endpoint paths match without case (path-to-regexp); compare them folded.
 */
export async function payloadPathname(context: ApiContext, apiRoute = '/api'): Promise<string> {
  const { slug } = await context.params
  return `${apiRoute}/${slug.map((segment) => encodeURIComponent(segment)).join('/')}`
}

/** A refusal in the shape of Payload's own errors, so that its admin and API clients read it alike. */
export function apiError(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ errors: [{ message }] }, { status, headers })
}
