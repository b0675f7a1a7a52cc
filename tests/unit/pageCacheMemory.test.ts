import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import SharedCacheHandler from '../../next-cache-handler.mjs'

/**
 * Next.js's cache handler of a single instance (no REDIS_URL): what Next stores is kept in the process's memory
 * and expired by its tags, as the Redis-backed cache of a cluster is (tests/int/nextCache.int.test.ts).
 */
const serverDistDir = path.join(mkdtempSync(path.join(tmpdir(), 'page-cache-')), 'server')
const handler = () => new SharedCacheHandler({ serverDistDir, revalidatedTags: [], _requestHeaders: {} })
const pageContext = { cacheControl: { revalidate: false, expire: undefined }, isFallback: false }
const page = (html: string, status = 200) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/cro/hr/o-nama/page,pages' },
  status,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
})
const read = (key: string) => handler().get(key, { kind: 'APP_PAGE', isFallback: false })

describe('the page cache of one instance (no REDIS_URL)', () => {
  beforeAll(() => {
    delete process.env.REDIS_URL
    // Only Date is faked, running on as real time does: entries stored within 2 s of a tag's expiry are not
    // trusted, and the tests need not wait that out.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  })
  afterAll(() => vi.useRealTimers())

  it('serves what one request stored to the next, the same objects', async () => {
    const stored = page('<h1>O nama</h1>')
    await handler().set('/cro/hr/o-nama', stored, pageContext)
    const entry = await read('/cro/hr/o-nama')
    expect(entry?.value).toBe(stored)
    expect(entry?.cacheControl).toEqual(pageContext.cacheControl)
  })

  it('renders anew what carries a tag expired after it was stored, and trusts what is rendered after', async () => {
    await handler().set('/cro/hr/o-nama', page('<h1>Prije</h1>'), pageContext)
    vi.setSystemTime(Date.now() + 2_100)
    await handler().revalidateTag('pages', { expire: 0 })
    expect(await read('/cro/hr/o-nama')).toBeNull()
    vi.setSystemTime(Date.now() + 2_100)
    await handler().set('/cro/hr/o-nama', page('<h1>Poslije</h1>'), pageContext)
    expect((await read('/cro/hr/o-nama'))?.value.html).toBe('<h1>Poslije</h1>')
  })

  it('expires a cached read by the tags it was read with, and leaves other tags alone', async () => {
    const fetchRead = (key: string, tag: string) => handler().get(key, { kind: 'FETCH', tags: [tag], softTags: [] })
    await handler().set('news-list', { kind: 'FETCH', data: { body: '[1]' } }, { tags: ['news'] })
    await handler().set('brands', { kind: 'FETCH', data: { body: '[]' } }, { tags: ['brands'] })
    vi.setSystemTime(Date.now() + 2_100)
    await handler().revalidateTag(['news'], { expire: 0 })
    expect(await fetchRead('news-list', 'news')).toBeNull()
    expect((await fetchRead('brands', 'brands'))?.value.data).toEqual({ body: '[]' })
  })

  it('never keeps an error answer (a 404 or 500 of any address would fill the memory)', async () => {
    await handler().set('/cro/hr/nepostojeca', page('<h1>404</h1>', 404), pageContext)
    await handler().set('/cro/hr/greska', page('<h1>500</h1>', 500), pageContext)
    expect(await read('/cro/hr/nepostojeca')).toBeNull()
    expect(await read('/cro/hr/greska')).toBeNull()
  })
})
