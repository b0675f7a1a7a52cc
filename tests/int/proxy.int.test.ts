import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from './support/payload'

let payload: Payload
// Imported after the test database is set up: the proxy reads the settings and the redirects when loaded.
let proxy: typeof import('@/proxy')['default']

beforeAll(async () => {
  payload = await startPayload()
  proxy = (await import('@/proxy')).default
})

afterAll(async () => {
  await payload.destroy()
})

const visit = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost')))

describe('the proxy', () => {
  it('answers 404 for a path no page can have, where routing it would fail with a 500', async () => {
    for (const path of ['/feed/Q%5C%25', '/novosti-i-dogadanja/%25', '/x%E0', '/en/%2525', '/o-nama%00']) {
      const response = await visit(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('x-middleware-rewrite'), path).toBeNull()
    }
  })

  it('routes any other path to the market and locale, where a missing page is the site’s own 404', async () => {
    expect((await visit('/feed/Q')).headers.get('x-middleware-rewrite')).toBe('http://localhost/cro/hr/feed/Q')
    expect((await visit('/en/%C4%8Dlanak')).headers.get('x-middleware-rewrite')).toBe(
      'http://localhost/cro/en/%C4%8Dlanak',
    )
  })
})
