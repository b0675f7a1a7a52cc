import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { publicPageCacheControl } from '@/config/httpCaching'
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

/** Where `path` leads: "301 http://…", or null. */
async function redirectOf(path: string) {
  const response = await visit(path)
  return response.headers.get('location') && `${response.status} ${response.headers.get('location')}`
}

/** Where `path` leads once it is `expected`, or when `waitMs` have passed (the proxy checks for changes every 250 ms). */
async function redirectAfterChange(path: string, expected: string | null, waitMs = 1_000) {
  await vi
    .waitFor(async () => expect(await redirectOf(path)).toBe(expected), { timeout: waitMs, interval: 50 })
    .catch(() => undefined)
  return redirectOf(path)
}

describe('the proxy', () => {
  it('routes a path no page can have, where routing it would fail with a 500, to an address of its language that has none', async () => {
    for (const [path, standIn] of [
      ['/feed/Q%5C%25', '/cro/hr/_'],
      ['/novosti-i-dogadanja/%25', '/cro/hr/_'],
      ['/x%E0', '/cro/hr/_'],
      ['/en/%2525', '/cro/en/_'],
      ['/o-nama%00', '/cro/hr/_'],
    ]) {
      expect((await visit(path)).headers.get('x-middleware-rewrite'), path).toBe(`http://localhost${standIn}`)
    }
  })

  it('routes any other path to the market and locale, where a missing page is the site’s own 404', async () => {
    expect((await visit('/feed/Q')).headers.get('x-middleware-rewrite')).toBe('http://localhost/cro/hr/feed/Q')
    expect((await visit('/en/%C4%8Dlanak')).headers.get('x-middleware-rewrite')).toBe(
      'http://localhost/cro/en/%C4%8Dlanak',
    )
  })

  it('follows a redirect within a second of its save, its change and its deletion', async () => {
    const from = '/stara-ponuda'
    expect(await redirectAfterChange(from, null)).toBeNull()
    const saved = await payload.create({ collection: 'redirects', data: { from, to: '/o-nama', statusCode: '301' } })
    expect(await redirectAfterChange(from, '301 http://localhost/o-nama')).toBe('301 http://localhost/o-nama')
    // A front cache keeps it as briefly as a page, so it replaces a page stored at that address within a second.
    expect((await visit(from)).headers.get('cache-control')).toBe(publicPageCacheControl)
    await payload.update({ collection: 'redirects', id: saved.id, data: { to: '/kontakt', statusCode: '302' } })
    expect(await redirectAfterChange(from, '302 http://localhost/kontakt')).toBe('302 http://localhost/kontakt')
    await payload.delete({ collection: 'redirects', id: saved.id })
    expect(await redirectAfterChange(from, null)).toBeNull()
  })

  it('answers from the table it has while the redirects are read slowly, and from the new one after', async () => {
    const from = '/spora-ponuda'
    const find = payload.find.bind(payload)
    let reads = 0
    const { promise: readMayFinish, resolve: finishRead } = Promise.withResolvers<void>()
    // The read is held until the test lets it finish: as slow as the test needs, with no wait on a clock.
    const slowRead = vi.spyOn(payload, 'find').mockImplementation(async (options) => {
      reads += 1
      await readMayFinish
      return find(options as never) as never
    })
    // Only Date is faked, running on as real time does: the proxy's next check falls due without a wait.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    try {
      await payload.create({ collection: 'redirects', data: { from, to: '/o-nama', statusCode: '301' } })
      vi.setSystemTime(Date.now() + 300)
      // A check is due: it sees the change and starts a read, which this request does not wait for.
      expect(await redirectOf(from)).toBeNull()
      expect(reads).toBe(1)
      // Nor does the next one while the read goes on.
      expect(await redirectOf(from)).toBeNull()
      finishRead()
      expect(await redirectAfterChange(from, '301 http://localhost/o-nama')).toBe('301 http://localhost/o-nama')
    } finally {
      vi.useRealTimers()
      finishRead()
      slowRead.mockRestore()
    }
  })
})
