/** The site's REST route module (Payload's handlers with the site's guards), as the int tests import it. */
type RouteModule = typeof import('@/app/(payload)/api/[...slug]/route')
type Options = { token?: string; headers?: Record<string, string>; body?: string }
export type RestRoute = (method: keyof RouteModule, path: string, options?: Options) => Promise<Response>

/** A request to Payload's REST API through the site's route, as Next calls it. */
export async function restRoute(
  api: RouteModule,
  method: keyof RouteModule,
  path: string,
  { token = '', headers = {}, body }: Options = {},
): Promise<Response> {
  const handler = api[method]
  if (typeof handler !== 'function') throw new Error(`no ${method} handler`)
  const authorization: Record<string, string> = token ? { Authorization: `JWT ${token}` } : {}
  const request = new Request(`http://localhost/api/${path}`, {
    method,
    headers: { ...authorization, ...headers },
    body,
  })
  // Each segment decoded once, as Next hands a catch-all route its segments.
  const slug = (path.split('?')[0]?.split('/') ?? []).map((segment) => decodeURIComponent(segment))
  return handler(request, { params: Promise.resolve({ slug }) })
}
