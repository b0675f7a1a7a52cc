/**
 * Whether a request's path holds a percent escape that does not decode (`/api/news/%E0`). Next answers such a
 * path with a bare 500 before any route runs (it decodes a route's parameters); the proxy answers a page's
 * 404 for it (`isRoutablePath`), but the routes it does not see (`/api`, `/admin`, `/assets`, `/_next`) do not
 * reach the proxy. The production server answers every such path 404, as the proxy does.
 * @param {string | undefined} url the request's target, as Node gives it
 */
export function hasUndecodablePath(url) {
  try {
    decodeURIComponent((url ?? '/').split('?', 1)[0] ?? '/')
    return false
  } catch {
    return true
  }
}
