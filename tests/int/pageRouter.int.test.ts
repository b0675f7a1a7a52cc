import type { IncomingHttpHeaders } from 'node:http'
import { NextResponse } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicPageCacheControl } from '@/config/httpCaching'
import { startPayload } from './support/payload'

let payload: Payload
// Imported after the test database is set up: the proxy reads the settings and the redirects when loaded.
let router: typeof import('@/server/pageRouter')

beforeAll(async () => {
  payload = await startPayload()
  router = await import('@/server/pageRouter')
})

afterAll(async () => {
  await payload.destroy()
})

const origin = 'http://localhost:3029'
const browserHeaders: IncomingHttpHeaders = {
  host: 'www.example.hr',
  accept: 'text/html',
  'accept-encoding': 'gzip, br',
  'x-internal-connection-address': '203.0.113.9',
}
const route = (url: string, headers = browserHeaders, method = 'GET') => router.routePage(origin, url, method, headers)

describe('a page request routed by the production server (server/pageRouting.mjs)', () => {
  it('leads where the proxy rewrites it, with the locale and every header the request had', async () => {
    for (const [url, internal, locale] of [
      ['/sluzbe/veterina', '/cro/hr/sluzbe/veterina', 'hr'],
      ['/', '/cro/hr', 'hr'],
      ['/en', '/cro/en', 'en'],
      ['/o-nama?utm_source=x', '/cro/hr/o-nama?utm_source=x', 'hr'],
      ['/en/%C4%8Dlanak', '/cro/en/%C4%8Dlanak', 'en'],
    ] as const) {
      const routed = await route(url)
      expect(routed?.url, url).toBe(internal)
      expect(routed?.requestHeaders, url).toMatchObject({ ...browserHeaders, 'x-next-intl-locale': locale })
      expect(routed?.responseHeaders, url).toContainEqual(['cache-control', publicPageCacheControl])
    }
    expect((await route('/sluzbe/veterina', browserHeaders, 'HEAD'))?.url).toBe('/cro/hr/sluzbe/veterina')
  })

  it('leaves to Next’s middleware what is not a page’s document rewritten to this site', async () => {
    const declined: [string, IncomingHttpHeaders?, string?][] = [
      // The client router's requests: Next marks their answers for its cache.
      ['/o-nama', { ...browserHeaders, rsc: '1' }],
      ['/o-nama?_rsc=1x2y3'],
      ['/o-nama.rsc'],
      ['/kontakt', browserHeaders, 'POST'],
      // A language choice (a redirect that stores the cookie) and a path no page can have (a plain 404).
      ['/?language=en'],
      ['/o-nama%00'],
      // A request in absolute form for another host.
      ['http://elsewhere.example/o-nama'],
      // Next answers these itself, before its middleware, with a 308 to the path without the extra slash.
      ['/o-nama/'],
      ['/en/'],
      ['/o-nama//x'],
      ['/o-nama\\x'],
    ]
    for (const [url, headers, method] of declined) expect(await route(url, headers, method), url).toBeNull()
  })

  it('applies the proxy’s answer to the request and the response as Next’s router does', () => {
    const requestHeaders = new Headers({ accept: 'text/html', 'x-next-intl-locale': 'en' })
    const answer = NextResponse.rewrite(new URL('/cro/en/x', origin), { request: { headers: requestHeaders } })
    answer.headers.set('Cache-Control', publicPageCacheControl)
    answer.headers.set('Link', '</en/x>; rel="alternate"')
    answer.cookies.set('seen', '1')
    const { requestHeaders: request, responseHeaders } = router.appliedHeaders(
      { accept: 'text/html', cookie: 'a=1', 'accept-encoding': 'br' },
      answer,
    )
    // Only the headers the proxy listed stay (it listed all it kept), with its values.
    expect(request).toMatchObject({ accept: 'text/html', 'x-next-intl-locale': 'en' })
    expect(request.cookie).toBeUndefined()
    expect(request['accept-encoding']).toBeUndefined()
    // Its answer's headers go to the visitor and to the render; its cookies for the render also as Next's marker.
    expect(responseHeaders).toEqual([
      ['cache-control', publicPageCacheControl],
      ['link', '</en/x>; rel="alternate"'],
      ['set-cookie', ['seen=1; Path=/']],
    ])
    expect(request['cache-control']).toBe(publicPageCacheControl)
    expect(request['x-middleware-set-cookie']).toBe('seen=1; Path=/')
    expect(Object.keys(request).filter((name) => name.startsWith('x-middleware-request-'))).toEqual([])
  })
})
