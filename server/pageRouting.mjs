// A page's request routed here, before Next: the app's proxy (src/proxy.ts) decides where it leads, and Next is
// handed the internal address as if its middleware had rewritten it. Running the proxy as Next's middleware costs
// Next about half of what it serves of a cached page (docs/performance.md, session 15); a request so routed
// carries `routedHeader`, which the proxy's matcher excludes. The app publishes its router at start
// (src/server/pageRouter.ts); the two meet on a global, as they run in the server's one process. Every request
// the router declines (the router's RSC requests, redirects, a 404 without a page, other methods) and every
// request before the app has started goes through Next's middleware as before, as does all of `next dev`.
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Marks a request this server routed. Only this server can send it: server/connection.mjs deletes every
 * `x-internal-` header a client sends. The proxy's matcher names it as a literal, which Next requires.
 */
export const routedHeader = 'x-internal-routed'

const routerKey = Symbol.for('medical-wholesaler.page-router')

/**
 * @typedef {import('node:http').IncomingHttpHeaders} Headers
 * @typedef {{ url: string, requestHeaders: Headers, responseHeaders: [string, string | string[]][] }} PageRoute
 * @typedef {(origin: string, url: string, method: string, headers: Headers) => Promise<PageRoute | null>} PageRouter
 */

/** @param {PageRouter} router the app's, from the start of the server on */
export function publishPageRouter(router) {
  Reflect.set(globalThis, routerKey, router)
}

/**
 * Routes requests through the app's router, for the paths the proxy's matcher takes (as Next compiled it into
 * the build: `.next/server/functions-config-manifest.json`).
 * @param {string} distDir the build's `.next`
 * @param {number} port the port Next is told of: its middleware sees `http(s)://localhost:{port}`
 */
export function pageRouting(distDir, port) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'server', 'functions-config-manifest.json'), 'utf8'))
  /** @type {{ regexp: string }[]} */
  const matchers = manifest.functions?.['/_middleware']?.matchers ?? []
  const proxied = matchers.map(({ regexp }) => new RegExp(regexp))
  return {
    /**
     * Rewrites `request` in place (its address and headers) and sets the proxy's headers on `response` when the
     * app's router takes it; otherwise leaves both for Next's middleware.
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     * @param {boolean} https
     */
    async route(request, response, https) {
      const router = /** @type {PageRouter | undefined} */ (Reflect.get(globalThis, routerKey))
      const url = request.url ?? ''
      const pathname = url.split('?', 1)[0] ?? ''
      if (!router || !proxied.some((regexp) => regexp.test(pathname))) return
      const origin = `${https ? 'https' : 'http'}://localhost:${port}`
      const route = await router(origin, url, request.method ?? 'GET', request.headers).catch(() => null)
      if (!route) return
      request.url = route.url
      for (const name of Object.keys(request.headers)) {
        if (!(name in route.requestHeaders)) delete request.headers[name]
      }
      Object.assign(request.headers, route.requestHeaders, { [routedHeader]: '1' })
      for (const [name, value] of route.responseHeaders) response.setHeader(name, value)
    },
  }
}
