import { mkdtempSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import SharedCacheHandler from '../../next-cache-handler.mjs'
import { withRedisUrl } from './support/redisUrl'

/**
 * Next.js's cache handler as two instances of one build use it: each instance is a handler object of its own
 * (Next creates one per request), on one real Redis. A handler created later is a restarted instance.
 */
const serverDistDir = path.join(mkdtempSync(path.join(tmpdir(), 'next-cache-')), 'server')
const instance = () => new SharedCacheHandler({ serverDistDir, revalidatedTags: [], _requestHeaders: {} })

/** A page as Next stores it: HTML, its RSC payload and segments as Buffers, the tags it was rendered with. */
const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/cro/hr/novosti/page,news' },
  postponed: undefined,
  status: 200,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
})
const pageContext = { cacheControl: { revalidate: false, expire: undefined }, isFallback: false }

const redis = withRedisUrl()

/**
 * The handler's clock (`Date.now`) moved on by `ms` at once: it keeps each tag's expiry for a quarter of a second
 * and distrusts entries stored up to 2 s after a tag's expiry, and the tests need not wait that out.
 */
const advanceClock = (ms: number) => vi.setSystemTime(Date.now() + ms)

/** A connection to Redis that can be cut (every connection refused and dropped) and restored: an outage. */
async function switchableLink(redisUrl: string) {
  let cut = false
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    if (cut) return client.destroy()
    const upstream = net.connect(Number(new URL(redisUrl).port), '127.0.0.1')
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket
        .on('error', () => undefined)
        .on('close', () => {
          client.destroy()
          upstream.destroy()
        })
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    cut: () => {
      cut = true
      for (const socket of sockets) socket.destroy()
    },
    restore: () => {
      cut = false
    },
    close: () => {
      const closed = new Promise((resolve) => server.close(resolve))
      for (const socket of sockets) socket.destroy()
      return closed
    },
  }
}

describe('the shared Next.js cache (REDIS_URL)', () => {
  // Only Date is faked, and it runs on as real time does (never back: the tests share one Redis and one
  // handler memory); Redis's own timers stay real.
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true }))
  afterAll(() => vi.useRealTimers())

  it('serves a page rendered on one instance from another, Buffers and Maps intact', async () => {
    await instance().set('/cro/hr/novosti', page('<h1>Vijesti</h1>'), pageContext)
    const entry = await instance().get('/cro/hr/novosti', { kind: 'APP_PAGE', isFallback: false })
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', html: '<h1>Vijesti</h1>', status: 200 })
    expect(Buffer.isBuffer(entry?.value.rscData)).toBe(true)
    expect(entry?.value.rscData.toString()).toBe('rsc:<h1>Vijesti</h1>')
    expect(entry?.value.segmentData.get('/_tree').toString()).toBe('tree')
    expect(entry?.cacheControl).toEqual({ revalidate: false })
  })

  it('never stores an error answer (an unknown address’s 404) in Redis or in memory', async () => {
    const client = new Redis(redis.url())
    const before = await client.dbsize()
    await instance().set('/cro/hr/nepostojeca', { ...page('<h1>Greška 404</h1>'), status: 404 }, pageContext)
    expect(await instance().get('/cro/hr/nepostojeca', { kind: 'APP_PAGE', isFallback: false })).toBeNull()
    expect(await client.dbsize()).toBe(before)
    client.disconnect()
  })

  it('expires a tag on every instance and after a restart once one instance revalidates it', async () => {
    const [first, second] = [instance(), instance()]
    await first.set('news-list', { kind: 'FETCH', data: { body: '[1]' }, revalidate: false }, { tags: ['news'] })
    advanceClock(2_100)
    expect(await second.get('news-list', { kind: 'FETCH', tags: ['news'], softTags: [] })).not.toBeNull()
    await first.revalidateTag('news', { expire: 0 })
    expect(await second.get('news-list', { kind: 'FETCH', tags: ['news'], softTags: [] })).toBeNull()
    expect(await instance().get('news-list', { kind: 'FETCH', tags: ['news'], softTags: [] })).toBeNull()
    // The page carrying the tag in its headers expires too.
    expect(await instance().get('/cro/hr/novosti', { kind: 'APP_PAGE', isFallback: false })).toBeNull()
  })

  it('trusts again what is rendered after the publish, and leaves entries of other tags alone', async () => {
    await instance().set('company', { kind: 'FETCH', data: { body: '{}' }, revalidate: false }, { tags: ['company'] })
    advanceClock(2_100)
    await instance().set('news-list', { kind: 'FETCH', data: { body: '[2]' }, revalidate: false }, { tags: ['news'] })
    expect(await instance().get('company', { kind: 'FETCH', tags: ['company'], softTags: [] })).not.toBeNull()
    const fresh = await instance().get('news-list', { kind: 'FETCH', tags: ['news'], softTags: [] })
    expect(fresh?.value.data).toEqual({ body: '[2]' })
  })

  it('sees a tag another process expired in Redis within a quarter of a second', async () => {
    await instance().set('brands', { kind: 'FETCH', data: { body: '[]' }, revalidate: false }, { tags: ['brands'] })
    advanceClock(2_100)
    const read = () => instance().get('brands', { kind: 'FETCH', tags: ['brands'], softTags: [] })
    expect(await read()).not.toBeNull()
    // Another process's revalidateTag, straight into Redis (a build without BUILD_ID is "development").
    const other = new Redis(redis.url())
    await other.hset('next-cache:development:tags', 'brands', String(Date.now()))
    other.disconnect()
    advanceClock(300)
    expect(await read()).toBeNull()
  })

  it('tells Redis of an edit made while it was down once it answers again, so that the other instances hear of it', async () => {
    const link = await switchableLink(redis.url())
    process.env.REDIS_URL = link.url
    const other = new Redis(redis.url())
    try {
      link.cut()
      await expect(instance().revalidateTag('outage-edit', { expire: 0 })).rejects.toThrow()
      expect(await other.hget('next-cache:development:tags', 'outage-edit')).toBeNull()
      link.restore()
      // A read is what sends the edits Redis missed, once the client has reconnected (an event the handler
      // does not tell): read until Redis has the tag.
      await vi.waitFor(
        async () => {
          await instance().get('any-read', { kind: 'FETCH', tags: [], softTags: [] })
          expect(await other.hget('next-cache:development:tags', 'outage-edit')).not.toBeNull()
        },
        { timeout: 20_000, interval: 250 },
      )
    } finally {
      other.disconnect()
      process.env.REDIS_URL = redis.url()
      await link.close()
    }
  })
})
