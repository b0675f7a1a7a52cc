/**
 * What the production server tells the app about the connection, in headers the client cannot forge:
 * every incoming header with the internal prefix is deleted, then set from the socket.
 */

/** Prefix of the headers only this server may set (src/lib/request/clientAddress.ts reads one of them). */
const internalPrefix = 'x-internal-'
export const connectionAddressHeader = `${internalPrefix}connection-address`

/**
 * @param {string | undefined} value the TRUSTED_PROXIES setting (checked again by the app's settings)
 * @returns {number} how many reverse proxies in front of this server add X-Forwarded-* headers
 */
export function trustedProxyCount(value) {
  const count = Number(value || 0)
  if (!Number.isInteger(count) || count < 0) throw new Error('TRUSTED_PROXIES must be a whole number of at least 0')
  return count
}

/**
 * Rewrites the request's connection headers in place and says whether it came over HTTPS: over TLS
 * to this server, or per the `X-Forwarded-Proto` of a trusted proxy (the right-most value, the one the
 * nearest proxy wrote). Without trusted proxies the client's X-Forwarded-Proto/-Host/-Port are dropped.
 * @param {import('node:http').IncomingMessage} request
 * @param {number} trustedProxies
 * @returns {{ https: boolean }}
 */
export function describeConnection(request, trustedProxies) {
  for (const name of Object.keys(request.headers)) {
    if (name.startsWith(internalPrefix)) delete request.headers[name]
  }
  const socket = /** @type {import('node:net').Socket & { encrypted?: boolean }} */ (request.socket)
  // An IPv4 client of the dual-stack socket shows as ::ffff:a.b.c.d.
  request.headers[connectionAddressHeader] = (socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')
  const forwardedProto = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')
    .pop()
    ?.trim()
  const https = Boolean(socket.encrypted) || (trustedProxies > 0 && forwardedProto === 'https')
  if (trustedProxies === 0) {
    delete request.headers['x-forwarded-host']
    delete request.headers['x-forwarded-port']
  }
  request.headers['x-forwarded-proto'] = https ? 'https' : 'http'
  return { https }
}
