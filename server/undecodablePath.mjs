import { unlocalizedSegments } from './unlocalizedSegments.mjs'

/**
 * Whether a request's path holds a percent escape that does not decode (`/api/news/%E0`). Next answers such a
 * path with a bare 500 before any route runs (it decodes a route's parameters): the production server hands a
 * page's address on as `undecodablePageTarget` gives it, and answers any other a plain 404.
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

/**
 * The target a page address that does not decode is handed to Next as, or null for the routes the proxy does not
 * see (`/api`, `/admin`, `/assets`, `/_next`, files), which answer a plain 404. Every `%` of its path is escaped:
 * it decodes, to a path that the proxy routes as one no page has (`isRoutablePath`), so an old link written in
 * Windows-1250 (`/vijesti/%E8lanak`) gets the site's 404 screen in its language.
 * @param {string} url the request's target, whose path does not decode
 * @returns {string | null}
 */
export function undecodablePageTarget(url) {
  const [path = '/', ...query] = url.split('?')
  const first = path.split('/')[1] ?? ''
  if (unlocalizedSegments.some((segment) => segment === first) || path.includes('.')) return null
  return [path.replaceAll('%', '%25'), ...query].join('?')
}
