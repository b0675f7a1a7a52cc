/**
 * A 307 to a path of this site with a relative `Location`: the browser resolves it against the address it
 * used, so behind a proxy the preview stays on the public host (and its cookies) instead of the internal
 * request URL. The path has passed `sitePath`, so it cannot lead to another origin.
 */
export function redirectToSitePath(path: string): Response {
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })
}
