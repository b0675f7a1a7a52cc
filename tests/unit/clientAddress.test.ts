import { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { clientAddress, clientNetwork, connectionAddressHeader } from '@/lib/request/clientAddress'
import { describeConnection, connectionAddressHeader as serverHeader } from '../../server/connection.mjs'

/** A request as the production server receives it: from `remoteAddress`, with the client's headers. */
function incoming(remoteAddress: string, headers: Record<string, string>, encrypted = false) {
  const socket = new Socket()
  Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress })
  if (encrypted) Object.assign(socket, { encrypted: true })
  const request = new IncomingMessage(socket)
  request.headers = { ...headers }
  return request
}

/** What the app sees of that request after the production server rewrote its headers. */
function seenByApp(request: IncomingMessage) {
  return new Headers(Object.entries(request.headers).map(([name, value]) => [name, String(value)]))
}

describe('the client address', () => {
  it('is read from the header the production server sets', () => {
    expect(connectionAddressHeader).toBe(serverHeader)
  })

  it('is the connection address without trusted proxies, whatever X-Forwarded-For says', () => {
    const request = incoming('203.0.113.7', {
      'x-forwarded-for': '198.51.100.1, 10.0.0.1',
      [connectionAddressHeader]: '198.51.100.99',
    })
    describeConnection(request, 0)
    expect(clientAddress(seenByApp(request), 0)).toBe('203.0.113.7')
  })

  it('drops every internal header a client sends', () => {
    const request = incoming('203.0.113.7', { 'x-internal-anything': 'forged' })
    describeConnection(request, 0)
    expect(request.headers['x-internal-anything']).toBeUndefined()
  })

  it('is the n-th X-Forwarded-For hop from the right behind n trusted proxies', () => {
    const headers = new Headers({
      'x-forwarded-for': 'forged-by-client, 198.51.100.1, 10.0.0.2',
      [connectionAddressHeader]: '10.0.0.3',
    })
    expect(clientAddress(headers, 1)).toBe('10.0.0.2')
    expect(clientAddress(headers, 2)).toBe('198.51.100.1')
  })

  it('is the left-most hop when the chain is shorter than the trusted proxies, the connection without one', () => {
    const connectionOnly = new Headers({ [connectionAddressHeader]: '10.0.0.3' })
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.1', ...connectionOnly }), 3)).toBe('198.51.100.1')
    expect(clientAddress(connectionOnly, 2)).toBe('10.0.0.3')
  })
})

describe('the scheme', () => {
  it('is HTTPS over TLS, or per a trusted proxy’s X-Forwarded-Proto, never per the client’s', () => {
    expect(describeConnection(incoming('203.0.113.7', {}, true), 0).https).toBe(true)
    const forged = incoming('203.0.113.7', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' })
    expect(describeConnection(forged, 0).https).toBe(false)
    expect(forged.headers['x-forwarded-proto']).toBe('http')
    expect(forged.headers['x-forwarded-host']).toBeUndefined()
    expect(describeConnection(incoming('10.0.0.3', { 'x-forwarded-proto': 'http, https' }), 1).https).toBe(true)
  })
})

describe('the network a limit counts (the forms, the ALTCHA challenge and the staff login throttle)', () => {
  const networkOf = (address: string) => clientNetwork(new Headers({ [connectionAddressHeader]: address }), 0)

  it('is the /64 of an IPv6 address however it is written, and the address itself for IPv4', () => {
    const network = networkOf('2001:db8:1:2::1')
    for (const spelled of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:DB8:1:2::abcd', '2001:0db8:0001:0002:0:0:0:9']) {
      expect(networkOf(spelled), spelled).toBe(network)
    }
    expect(networkOf('2001:db8:1:3::1')).not.toBe(network)
    expect(networkOf('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(networkOf('198.51.100.7')).not.toBe(networkOf('198.51.100.8'))
  })
})
