import ipaddr from 'ipaddr.js'
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

/**
 * The network a limit counts a visitor under: an IPv4 address, or an IPv6 address's /64 (one subscriber's
 * line or host; counting each address of it would give them 2^64 allowances). IPv4-mapped IPv6 is IPv4.
 */
function addressNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}

/** The network of the visitor's address (`clientAddress`), what the site's rate limits are keyed on. */
export function clientNetwork(headers: Headers, trustedProxies = settings().trustedProxies): string {
  return addressNetwork(clientAddress(headers, trustedProxies))
}
