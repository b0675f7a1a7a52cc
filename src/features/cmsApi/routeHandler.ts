/** A Next.js route handler: what Payload's REST and GraphQL handlers are, and what wraps them. */
export type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/** A refusal in the shape of Payload's own errors, so that its admin and API clients read it alike. */
export function apiError(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ errors: [{ message }] }, { status, headers })
}
