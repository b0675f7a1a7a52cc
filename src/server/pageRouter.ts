import type { IncomingHttpHeaders } from 'node:http'
import { NextRequest } from 'next/server'
import type { PageRoute } from '../../server/pageRouting.mjs'
import proxy from '../proxy'

/**
 * What Next's router does with the proxy's answer that is not the answer's to the visitor: its request headers
 * (replaced by those the proxy lists), the rewrite and Next's own markers. Headers Next never forwards go too.
 */
const routingHeaders = new Set([
  'content-length',
  'x-middleware-rewrite',
  'x-middleware-redirect',
  'x-middleware-refresh',
  'x-middleware-next',
  'x-middleware-override-headers',
  'accept-encoding',
  'keepalive',
  'keep-alive',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'expect',
])
const requestHeaderPrefix = 'x-middleware-request-'
// The cookies the proxy set, for the page's render only (Next: "only needed for the request").
const requestOnlyHeader = 'x-middleware-set-cookie'

function webHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    for (const item of [value ?? []].flat()) result.append(name, item)
  }
  return result
}

/**
 * The request and response headers once Next's router has applied the proxy's answer to them: the request's
 * replaced by the list the proxy gave (next-intl's adds the locale), then every header of the answer on the
 * response and on the request, as Next's `resolveRoutes` does for a middleware.
 */
export function appliedHeaders(
  incoming: IncomingHttpHeaders,
  answer: Response,
): Pick<PageRoute, 'requestHeaders' | 'responseHeaders'> {
  const requestHeaders: IncomingHttpHeaders = { ...incoming }
  const overridden = answer.headers.get('x-middleware-override-headers')
  if (overridden !== null) {
    const listed = new Set(overridden.split(',').map((name) => name.trim()))
    for (const name of Object.keys(requestHeaders)) if (!listed.has(name)) delete requestHeaders[name]
    for (const name of listed) {
      const value = answer.headers.get(`${requestHeaderPrefix}${name}`)
      if (value === null) delete requestHeaders[name]
      else requestHeaders[name] = value
    }
  }
  const responseHeaders: PageRoute['responseHeaders'] = []
  for (const [name, value] of answer.headers) {
    if (routingHeaders.has(name) || name.startsWith(requestHeaderPrefix) || name === 'set-cookie' || !value) continue
    if (name !== requestOnlyHeader) responseHeaders.push([name, value])
    requestHeaders[name] = value
  }
  // Each cookie comes as a header of its own; Next passes them on as one list.
  const cookies = answer.headers.getSetCookie()
  if (cookies.length > 0) {
    responseHeaders.push(['set-cookie', cookies])
    requestHeaders['set-cookie'] = cookies
  }
  return { requestHeaders, responseHeaders }
}

/**
 * Whether Next would hand `url` to its middleware at all: it answers a path with a trailing slash, repeated
 * slashes or a backslash itself, before its middleware, with a 308 to the path without (an address in absolute
 * form is not a page's).
 */
function nextRoutesFirst(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? ''
  return url.startsWith('/') && !/\/\/|\\/.test(pathname) && (pathname === '/' || !pathname.endsWith('/'))
}

/**
 * A page's request as the proxy routes it, for server/pageRouting.mjs: the document of a page (GET or HEAD, not
 * the client router's RSC request, whose answer Next marks for the router's cache), when the proxy rewrites it
 * to an internal address of this site. Anything else (a redirect, a plain 404, a request the proxy lets through)
 * is null: Next's middleware routes it, as it always did. `origin` is the one Next gives its middleware's request.
 */
export async function routePage(
  origin: string,
  url: string,
  method: string,
  headers: IncomingHttpHeaders,
): Promise<PageRoute | null> {
  if ((method !== 'GET' && method !== 'HEAD') || headers.rsc !== undefined || !nextRoutesFirst(url)) return null
  const address = new URL(url, origin)
  // A dot: only the RSC payload's and Next's data addresses (`.rsc`, `.json`) reach the proxy with one.
  if (address.origin !== origin || address.searchParams.has('_rsc') || address.pathname.includes('.')) return null
  const answer = await proxy(new NextRequest(address, { method, headers: webHeaders(headers) }))
  const rewrite = answer.headers.get('x-middleware-rewrite')
  if (rewrite === null || answer.status !== 200 || answer.headers.has('location')) return null
  const destination = new URL(rewrite, origin)
  if (destination.origin !== origin) return null
  return { url: `${destination.pathname}${destination.search}`, ...appliedHeaders(headers, answer) }
}
