import { settings } from '@/config/settings'

/**
 * The connection's address as the production server (server/connection.mjs) recorded it; it deletes
 * any copy a client sent, so this header cannot be forged.
 */
export const connectionAddressHeader = 'x-internal-connection-address'

/**
 * The visitor's address, which rate limits are keyed on. Without trusted proxies it is the connection's
 * own address: X-Forwarded-For is written by the client and ignored. Behind `trustedProxies` proxies it
 * is the entry the outermost trusted proxy appended, the n-th from the right; entries left of it are
 * the client's to write.
 */
export function clientAddress(headers: Headers, trustedProxies = settings().trustedProxies): string {
  const connection = headers.get(connectionAddressHeader) ?? 'unknown'
  if (trustedProxies === 0) return connection
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  if (hops.length === 0) return connection
  return hops[Math.max(0, hops.length - trustedProxies)] ?? connection
}
