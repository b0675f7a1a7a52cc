import { createHash } from 'node:crypto'
import { ServerResponse } from 'node:http'
import { documentPolicy, inlineScriptHashes, resourcePolicy } from './contentSecurityPolicy.mjs'
import { expireWithThisSecond } from './frontCacheExpiry.mjs'

/** @typedef {{ https: boolean, recaptcha: boolean, draftPreview: boolean, adminPage: boolean, marketOrigins?: string[] }} ConnectionPolicy */

const commonHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}
const hsts = 'max-age=63072000; includeSubDomains'
// Next's internal routing headers (the proxy's rewrite target) and its banner say nothing a visitor needs.
const leakingHeader = /^(x-middleware-|x-powered-by$)/i

// The policy of each static page, by its ETag: a 304 answer carries the page's policy without its body.
const policyByEtag = new Map()
const rememberedPolicies = 1000
// What was sent for each static page Next rendered (its ETag and the document, see `replace`), by the page
// itself: a cached page comes from Next as one string, the same one on every request, so a page sent again costs
// a lookup instead of its encoding, its hash and its rewrite.
/** @type {Map<string, Sent>} */
const sentByPage = new Map()
const rememberedPages = 100

/** Keeps `value` under `key`, forgetting the oldest entry once `map` holds `limit`. */
function remember(
  /** @type {Map<string, unknown>} */ map,
  /** @type {string} */ key,
  value,
  /** @type {number} */ limit,
) {
  if (map.size >= limit) map.delete(map.keys().next().value ?? '')
  map.set(key, value)
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {ConnectionPolicy} connection
 * @param {string | null} csp
 */
function setSecurityHeaders(response, connection, csp) {
  for (const name of response.getHeaderNames()) {
    if (leakingHeader.test(name)) response.removeHeader(name)
  }
  for (const [name, value] of Object.entries(commonHeaders)) response.setHeader(name, value)
  // A draft framed by another market's admin too: the policy's frame-ancestors says who (X-Frame-Options cannot).
  if (connection.draftPreview) {
    if (connection.marketOrigins?.length) response.removeHeader('X-Frame-Options')
    else response.setHeader('X-Frame-Options', 'SAMEORIGIN')
  }
  if (connection.https) response.setHeader('Strict-Transport-Security', hsts)
  if (csp) response.setHeader('Content-Security-Policy', csp)
  if (connection.https) secureCookies(response)
}

// Node's own setHeader: Next replaces the response's with one that adds the proxy's cookies to any
// Set-Cookie it is given, which would send each of them twice, with and without `Secure`.
const { setHeader } = ServerResponse.prototype

/** Over HTTPS every cookie gets `Secure`, Payload's session cookie included. */
function secureCookies(/** @type {import('node:http').ServerResponse} */ response) {
  const cookies = response.getHeader('set-cookie')
  if (!cookies) return
  const list = Array.isArray(cookies) ? cookies : [String(cookies)]
  const secured = list.map((cookie) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`))
  setHeader.call(response, 'Set-Cookie', secured)
}

/** A page's policy depends on its bytes (its ETag) and on how it was asked for. */
const policyKey = (/** @type {ConnectionPolicy} */ connection, /** @type {string} */ etag) =>
  `${connection.https}:${connection.draftPreview}:${connection.adminPage}:${connection.marketOrigins ?? ''}:${etag}`

/**
 * The policy of an HTML answer: from its body, or without one (304, HEAD) the one its ETag was sent
 * with; a 304 of an unknown ETag gets none (the browser keeps the policy it stored with the page).
 * @param {import('node:http').ServerResponse} response
 * @param {Buffer} body
 * @param {ConnectionPolicy} connection
 */
function htmlPolicy(response, body, connection) {
  const etag = String(response.getHeader('etag') ?? '')
  const key = policyKey(connection, etag)
  if (etag && policyByEtag.has(key)) return policyByEtag.get(key)
  // No body (a 304, or the answer to HEAD): nothing to hash, and nothing to remember.
  if (body.length === 0) return response.statusCode === 304 ? null : documentPolicy({ scriptHashes: [], ...connection })
  const policy = documentPolicy({ scriptHashes: inlineScriptHashes(body.toString('utf8')), ...connection })
  if (etag) remember(policyByEtag, key, policy, rememberedPolicies)
  return policy
}

/**
 * The policy of any other answer. A 304 carries no content type: it gets the policy of the page its ETag
 * names, or none (a browser replaces the stored headers of a page with those of the 304).
 * @param {import('node:http').ServerResponse} response
 * @param {ConnectionPolicy} connection
 */
function otherPolicy(response, connection) {
  if (response.statusCode !== 304) {
    return resourcePolicy(
      String(response.getHeader('content-type') ?? ''),
      connection.draftPreview,
      connection.marketOrigins,
    )
  }
  return policyByEtag.get(policyKey(connection, String(response.getHeader('etag') ?? ''))) ?? null
}

/** Whether the answer gets an ETag of its bytes: a 200 that Next gave none and that a cache may keep (no `no-store`). */
function storable(/** @type {import('node:http').ServerResponse} */ response) {
  if (response.statusCode !== 200 || response.getHeader('etag')) return false
  return !/no-store/i.test(String(response.getHeader('cache-control') ?? ''))
}

/**
 * A page's ETag, from the bytes Next rendered (what is sent in their place follows from them). Next's own
 * (`generateEtags`, off in next.config.ts) is a hash computed in JavaScript over every character of the page on
 * every request, a sixth of a cached page's cost in `npm run bench`; Node's SHA-1 takes a third of that time.
 * @param {Buffer} body
 */
const pageEtag = (body) => `"${createHash('sha1').update(body).digest('base64url')}"`

/** Whether the request's If-None-Match names this ETag (weak or strong, as a 304 allows). */
function notModified(
  /** @type {import('node:http').IncomingMessage | undefined} */ request,
  /** @type {string} */ etag,
) {
  const asked = request?.headers['if-none-match']
  if (!asked) return false
  return asked.trim() === '*' || asked.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
}

/** @typedef {(statusCode: number, body: Buffer) => Promise<Buffer | null>} HtmlReplacement */
/** @typedef {{ etag: string | null, document: Buffer, replaced: boolean }} Sent what leaves for an HTML answer */

/**
 * Wraps the response so every answer leaves with the security headers. An HTML answer is held until its
 * end (static pages are sent in one piece anyway) so that its policy can name its inline scripts, and so
 * that `replace` may put another document in its place (a complete status screen, the page rewritten). For a
 * page with an ETag `replace` must depend on the page's bytes alone: its document is remembered by that ETag.
 * @param {import('node:http').ServerResponse} response
 * @param {ConnectionPolicy} connection
 * @param {HtmlReplacement} [replace]
 */
export function secureResponse(response, connection, replace) {
  const { writeHead, write, end, flushHeaders } = response
  /** @type {Buffer[] | null} */
  let held = null
  let releasing = false
  let decided = false

  const holdsHtml = () => {
    if (!decided) {
      decided = true
      if (/^text\/html/i.test(String(response.getHeader('content-type') ?? ''))) held = []
    }
    return held !== null && !releasing
  }

  /** @type {any} */
  const wrapped = response
  wrapped.writeHead = (/** @type {number} */ status, /** @type {any[]} */ ...rest) => {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0]
    if (typeof rest[0] === 'string') response.statusMessage = rest[0]
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value)
    }
    response.statusCode = status
    if (holdsHtml()) return response
    if (held === null) setSecurityHeaders(response, connection, otherPolicy(response, connection))
    expireWithThisSecond(response)
    return writeHead.call(response, status)
  }
  wrapped.flushHeaders = () => {
    if (!holdsHtml()) flushHeaders.call(response)
  }
  wrapped.write = (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) => {
    if (!holdsHtml()) return write.apply(response, [chunk, ...rest])
    held?.push(Buffer.from(chunk, typeof rest[0] === 'string' ? rest[0] : 'utf8'))
    const callback = rest.find((argument) => typeof argument === 'function')
    if (callback) process.nextTick(callback)
    return true
  }
  wrapped.end = (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) => {
    const callback = [chunk, ...rest].find((argument) => typeof argument === 'function')
    const data = typeof chunk === 'function' ? undefined : chunk
    if (!holdsHtml()) return end.apply(response, [chunk, ...rest])
    releasing = true
    const encoding = typeof rest[0] === 'string' ? rest[0] : 'utf8'
    const whole = replace && held?.length === 0 && typeof data === 'string' && encoding === 'utf8'
    const page = whole && storable(response) ? data : null
    const known = page === null ? undefined : sentByPage.get(page)
    if (known && page !== null) {
      // Kept as the most recently sent: the pages forgotten first are those nobody asked for since.
      sentByPage.delete(page)
      sentByPage.set(page, known)
      send(known, callback)
      return response
    }
    if (data !== undefined && data !== null) held?.push(Buffer.from(data, encoding))
    void release(Buffer.concat(held ?? []), page, callback)
    return response
  }

  /** @param {Buffer} original @param {string | null} page @param {(() => void) | undefined} callback */
  async function release(original, page, callback) {
    const etag = original.length > 0 && storable(response) ? pageEtag(original) : null
    const replacement = replace ? await replace(response.statusCode, original) : null
    const sent = { etag, document: replacement ?? original, replaced: replacement !== null }
    const kept = page !== null && etag !== null
    if (kept) remember(sentByPage, page, sent, rememberedPages)
    await send(sent, callback)
  }

  /**
   * The document leaves through the compression middleware (server.mjs), which compresses it as it leaves.
   * @param {Sent} sent @param {(() => void) | undefined} callback
   */
  function send({ etag, document, replaced }, callback) {
    if (replaced) {
      // The length and any ETag Next computed describe the document that is not sent.
      response.setHeader('Content-Length', document.length)
      response.removeHeader('etag')
    }
    if (etag) response.setHeader('ETag', etag)
    setSecurityHeaders(response, connection, htmlPolicy(response, document, connection))
    if (etag && notModified(response.req, etag)) {
      response.statusCode = 304
      response.removeHeader('content-length')
      return end.call(response, undefined, callback)
    }
    end.call(response, document.length > 0 ? document : undefined, callback)
  }
}
