import { mkdtempSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sharedRedis } from '@/config/redis'
import { altchaBotCheck } from '@/features/forms/botCheck/altcha'
import { createRateLimiter } from '@/features/forms/rateLimit'
import SharedCacheHandler from '../../next-cache-handler.mjs'
import { freePort } from '../support/servers/freePort.mjs'
import { solvedAltchaToken } from './support/forms'

/**
 * A Redis cut off without a word (a network partition, a stopped virtual machine): the address accepts
 * connections and never answers. Without a bound every command, and every request waiting on one, would wait
 * until TCP gives up; each test here would then run into its timeout instead of passing.
 */
let silent: net.Server
let silentUrl: string
const connections = new Set<net.Socket>()

beforeAll(async () => {
  silent = net.createServer((socket) => connections.add(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  silentUrl = `redis://127.0.0.1:${(silent.address() as net.AddressInfo).port}`
})

afterAll(async () => {
  sharedRedis(silentUrl)?.disconnect()
  for (const socket of connections) socket.destroy()
  await new Promise((resolve) => silent.close(resolve))
})

const serverDistDir = path.join(mkdtempSync(path.join(tmpdir(), 'next-cache-')), 'server')
const page = (html: string, tag = 'news') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(html),
  headers: { 'x-next-cache-tags': `_N_T_/layout,${tag}` },
  status: 200,
  segmentData: new Map(),
})
const pageContext = { cacheControl: { revalidate: false, expire: undefined }, isFallback: false }
const pageRead = { kind: 'APP_PAGE', isFallback: false }

describe('while Redis does not answer', () => {
  it("serves Next's cache from the process's memory, asks Redis again only after a pause, and renders what it lacks", async () => {
    process.env.REDIS_URL = silentUrl
    const handler = () => new SharedCacheHandler({ serverDistDir })
    // The first write waits out the command timeout and is kept in this process's memory.
    await handler().set('/cro/hr/novosti', page('<h1>Vijesti</h1>'), pageContext)
    const commands = vi.spyOn(Redis.prototype, 'sendCommand')
    try {
      expect((await handler().get('/cro/hr/novosti', pageRead))?.value).toMatchObject({ html: '<h1>Vijesti</h1>' })
      expect(await handler().get('/cro/hr/nepoznato', pageRead)).toBeNull()
      // Paused: neither read asked Redis (and so waited out its command timeout) again.
      expect(commands).not.toHaveBeenCalled()
    } finally {
      commands.mockRestore()
    }
    // This instance's own publish holds here, though Redis could not tell the others.
    await expect(handler().revalidateTag('news', { expire: 0 })).rejects.toThrow()
    expect(await handler().get('/cro/hr/novosti', pageRead)).toBeNull()
    delete process.env.REDIS_URL
  })

  it("serves Next's cache from the process's memory while Redis refuses connections", async () => {
    process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`
    const handler = () => new SharedCacheHandler({ serverDistDir })
    await handler().set('/cro/hr/o-nama', page('<h1>O nama</h1>', 'company'), pageContext)
    expect((await handler().get('/cro/hr/o-nama', pageRead))?.value).toMatchObject({ html: '<h1>O nama</h1>' })
    delete process.env.REDIS_URL
  })

  it('accepts an ALTCHA solution once, in memory, so that forms keep working', async () => {
    const altcha = altchaBotCheck('silent-redis-secret', sharedRedis(silentUrl))
    const token = await solvedAltchaToken(altcha)
    expect(await altcha.verify(token)).toEqual({ passed: true })
    expect(await altcha.verify(token)).toMatchObject({ passed: false })
  })

  it('counts the rate limit in memory', async () => {
    const limiter = createRateLimiter({
      name: 'silent-test',
      limit: 1,
      windowMs: 60_000,
      redis: sharedRedis(silentUrl),
    })
    expect((await limiter.hit('198.51.100.50')).allowed).toBe(true)
    expect((await limiter.hit('198.51.100.50')).allowed).toBe(false)
  })
})
