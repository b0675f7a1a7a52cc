// `npm start`: the production server, reduced to what Next.js cannot do for this site from inside
// (docs/decisions/0013). It wraps Next (`next({ dev: false })`): it tells the app the connection's facts, the
// client's address and scheme, in headers a client cannot forge, with the trusted-proxy rule
// (server/connection.mjs); it puts the one HTML transform on every answer (server/secureResponse.mjs: security
// headers and the hash-based Content-Security-Policy, pages started after their load by
// server/hydrateAfterLoad.mjs, complete 404 and error pages in place of Next's empty error document by
// server/statusScreens.mjs); it compresses with the `compression` middleware, the app's one compression (behind
// deploy/nginx the front compresses, Brotli included); it answers 404 for a path that does not decode, where
// Next fails (server/undecodablePath.mjs); and it stops gracefully on SIGTERM/SIGINT. Routing is Next's: the
// app's proxy (src/proxy.ts) runs as its middleware.
// It reads only PORT, TRUSTED_PROXIES, BOT_CHECK and the sites' addresses (SITE_URL, SITE_URL_<MARKET>); the app
// checks every setting at start.
import { createServer } from 'node:http'
import compression from 'compression'
import next from 'next'
import { describeConnection, trustedProxyCount } from './server/connection.mjs'
import { otherMarketOrigins } from './server/contentSecurityPolicy.mjs'
import { hydrateAfterLoad } from './server/hydrateAfterLoad.mjs'
import { secureResponse } from './server/secureResponse.mjs'
import { stopGracefully } from './server/shutdown.mjs'
import { statusScreenHeader } from './server/statusScreenRoute.mjs'
import { statusScreens } from './server/statusScreens.mjs'
import { hasUndecodablePath, undecodablePageTarget } from './server/undecodablePath.mjs'

const port = Number(process.env.PORT || 3029)
const trustedProxies = trustedProxyCount(process.env.TRUSTED_PROXIES)
const recaptcha = process.env.BOT_CHECK === 'recaptcha'
const marketOrigins = otherMarketOrigins(process.env)

process.env.NEXT_TELEMETRY_DISABLED = '1'
const app = next({ dev: false, port })
await app.prepare()
const handle = app.getRequestHandler()
// Next's own compression is off (next.config.ts): it would compress before the policy is computed.
const compress = compression()
const screens = statusScreens(port)

const server = createServer((request, response) => {
  // The address the visitor asked for, before Next's handling of the request may change `request.url`.
  const requestedUrl = request.url ?? '/'
  const screen = screens.requested(request)
  const { https } = describeConnection(request, trustedProxies)
  if (screen) request.headers[statusScreenHeader] = screen
  // A draft render (Next's draft-mode cookie) or the /preview redirect to one: the admin's live preview frames them.
  const draftPreview =
    /^\/preview(\/|\?|$)/.test(request.url ?? '') || /(?:^|;\s*)__prerender_bypass=/.test(request.headers.cookie ?? '')
  // The admin's pages, whose live preview frames the site's own draft render.
  const adminPage = /^\/admin(\/|\?|$)/.test(request.url ?? '')
  compress(/** @type {any} */ (request), /** @type {any} */ (response), () => {
    // A site page leaves with its framework scripts started after the load, and a failed one as the complete
    // status screen (the request for that screen never gets another one); the admin keeps Payload's own pages.
    const finishPage = adminPage
      ? undefined
      : async (/** @type {number} */ status, /** @type {Buffer} */ body) => {
          // A HEAD answer has no page to rewrite: Next's length would be that of the page before.
          if (request.method === 'HEAD') response.removeHeader('content-length')
          const page = (screen ? null : await screens.replacement(requestedUrl, status, body)) ?? body
          const finished = hydrateAfterLoad(page)
          return finished === body ? null : finished
        }
    secureResponse(response, { https, recaptcha, draftPreview, adminPage, marketOrigins }, finishPage)
    if (hasUndecodablePath(requestedUrl)) {
      const pageTarget = undecodablePageTarget(requestedUrl)
      if (!pageTarget) return response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      request.url = pageTarget
    }
    handle(request, response)
  })
})
// Every interface, IPv4 and IPv6, as `next start` does.
server.listen(port, () => console.log(`Ready on port ${port}`))

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => stopGracefully(server, () => app.close()))
}
