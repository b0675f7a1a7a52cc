import { randomBytes, timingSafeEqual } from 'node:crypto'
import { statusScreenHeader, statusScreenKinds } from './statusScreenRoute.mjs'

/**
 * Next's document when a page rendered at request time failed before its shell (a `notFound()` or an error,
 * vercel/next.js#62228): no layout, no `lang`, no text; the screen exists only in the RSC payload, so a
 * crawler or a browser without JavaScript sees an empty page.
 */
const emptyErrorDocument = Buffer.from('<html id="__next_error__"')
const screenTimeoutMs = 10_000

/** @typedef {import('./statusScreenRoute.mjs').StatusScreenKind} StatusScreenKind */

/**
 * Complete 404 and error screens for full page loads: the same server is asked for the failed address as the
 * status screen's static page (site header and footer, the spec's texts and buttons), which replaces Next's
 * empty document under the original status. Its own requests carry a token only this process knows.
 * @param {number} port this server's port
 */
export function statusScreens(port) {
  const token = randomBytes(24).toString('hex')
  const origin = `http://127.0.0.1:${port}`

  return {
    /**
     * The screen a request of this server's own asks for; read before server/connection.mjs deletes the header.
     * @param {import('node:http').IncomingMessage} request
     * @returns {StatusScreenKind | null}
     */
    requested(request) {
      const [kind, presented = ''] = String(request.headers[statusScreenHeader] ?? '').split(' ')
      const genuine = presented.length === token.length && timingSafeEqual(Buffer.from(presented), Buffer.from(token))
      return genuine ? (statusScreenKinds.find((known) => known === kind) ?? null) : null
    },

    /**
     * The complete screen for an HTML answer, or null to send Next's as it is.
     * @param {string} url the failed request's address (path and query)
     * @param {number} statusCode
     * @param {Buffer} body
     * @returns {Promise<Buffer | null>}
     */
    async replacement(url, statusCode, body) {
      const kind = statusCode === 404 ? 'not-found' : statusCode >= 500 ? 'error' : null
      if (!kind || !body.includes(emptyErrorDocument)) return null
      try {
        const screen = await fetch(new URL(url, origin), {
          headers: { [statusScreenHeader]: `${kind} ${token}` },
          redirect: 'manual',
          signal: AbortSignal.timeout(screenTimeoutMs),
        })
        return screen.status === 200 ? Buffer.from(await screen.arrayBuffer()) : null
      } catch {
        return null
      }
    },
  }
}
