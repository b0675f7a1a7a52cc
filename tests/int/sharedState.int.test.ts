import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedRedis } from '@/config/redis'
import { createContactEndpoint } from '@/features/contact/endpoint'
import { altchaBotCheck } from '@/features/forms/botCheck/altcha'
import { handleAltchaChallenge } from '@/features/forms/botCheck/challenge'
import { processFormDeps } from '@/features/forms/processDeps'
import { createRateLimiter } from '@/features/forms/rateLimit'
import { createLoginThrottle } from '@/features/staffLogin/throttle'
import { freePort } from '../support/servers/freePort.mjs'
import { startRedis } from '../support/servers/redis.mjs'
import { formPost, solvedAltchaToken } from './support/forms'

/**
 * What two instances must agree on, each instance played by its own limiter or bot check on one real Redis
 * (Debian's redis-server on a free port). A new object on the same Redis is also what a restarted instance is.
 */
let redis: { url: string; stop: () => Promise<void> }
let client: Redis

beforeAll(async () => {
  redis = await startRedis()
  const connected = sharedRedis(redis.url)
  if (!connected) throw new Error('no Redis client')
  client = connected
  // An instance's connection is up before it counts there (until then it counts in memory), as a server's is
  // after its first readiness check.
  await client.ping()
})

afterAll(async () => {
  client.disconnect()
  await redis.stop()
})

describe('with REDIS_URL', () => {
  it('counts the rate limit of every instance together', async () => {
    const limit = { name: 'shared-test', limit: 3, windowMs: 60_000, redis: client }
    const [first, second] = [createRateLimiter(limit), createRateLimiter(limit)]
    expect((await first.hit('198.51.100.7')).allowed).toBe(true)
    expect((await second.hit('198.51.100.7')).allowed).toBe(true)
    expect((await first.hit('198.51.100.7')).allowed).toBe(true)
    const refused = await second.hit('198.51.100.7')
    expect(refused.allowed).toBe(false)
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(50)
    // A restarted instance still sees the count.
    expect((await createRateLimiter(limit).hit('198.51.100.7')).allowed).toBe(false)
    expect((await createRateLimiter(limit).hit('198.51.100.8')).allowed).toBe(true)
  })

  it('accepts an ALTCHA solution once across instances and restarts', async () => {
    const secret = 'shared-state-secret'
    const [first, second] = [altchaBotCheck(secret, client), altchaBotCheck(secret, client)]
    const token = await solvedAltchaToken(first)
    expect(await first.verify(token)).toEqual({ passed: true })
    expect((await second.verify(token)).passed).toBe(false)
    expect((await altchaBotCheck(secret, client).verify(token)).passed).toBe(false)
    expect(await second.verify(await solvedAltchaToken(second))).toEqual({ passed: true })
  })
})

describe('the staff login throttle', () => {
  const account = 'editor@demomedika.example'

  it('counts the failed logins of every instance together', async () => {
    const [first, second] = [createLoginThrottle(client), createLoginThrottle(client)]
    for (let attempt = 0; attempt < 3; attempt += 1) await first.failed('198.51.100.20', account)
    for (let attempt = 0; attempt < 3; attempt += 1) await second.failed('198.51.100.20', account)
    expect(await first.check('198.51.100.20', 'other@demomedika.example')).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    })
    // A restarted instance still sees the wait; a login from the address clears it everywhere.
    expect((await createLoginThrottle(client).check('198.51.100.20', account)).allowed).toBe(false)
    await second.succeeded('198.51.100.20', account)
    expect((await first.check('198.51.100.20', account)).allowed).toBe(true)
  })

  it('exempts an address that logged into the account on another instance from the account’s wait', async () => {
    const [first, second] = [createLoginThrottle(client), createLoginThrottle(client)]
    const owned = 'owner@demomedika.example'
    await first.succeeded('203.0.113.30', owned)
    for (let attempt = 0; attempt < 11; attempt += 1) await second.failed(`198.51.100.${100 + attempt}`, owned)
    expect(await first.check('192.0.2.30', owned)).toEqual({ allowed: false, retryAfterSeconds: 1 })
    expect((await first.check('203.0.113.30', owned)).allowed).toBe(true)
  })

  it('counts in the process’s memory while Redis cannot be reached', async () => {
    const unreachable = sharedRedis(`redis://127.0.0.1:${await freePort()}`)
    const throttle = createLoginThrottle(unreachable)
    for (let attempt = 0; attempt < 6; attempt += 1) await throttle.failed('198.51.100.40', account)
    expect(await throttle.check('198.51.100.40', account)).toEqual({ allowed: false, retryAfterSeconds: 1 })
    unreachable?.disconnect()
  })
})

describe('without REDIS_URL', () => {
  it('keeps each instance to its own count, as a single instance always did', async () => {
    const limit = { name: 'memory-test', limit: 1, windowMs: 60_000 }
    const [first, second] = [createRateLimiter(limit), createRateLimiter(limit)]
    expect((await first.hit('198.51.100.9')).allowed).toBe(true)
    expect((await first.hit('198.51.100.9')).allowed).toBe(false)
    expect((await second.hit('198.51.100.9')).allowed).toBe(true)
  })
})

describe('the public forms’ rate limit', () => {
  it('counts ALTCHA challenges and form submissions together (CONTACT_RATE_LIMIT, 5 a minute)', async () => {
    const fromOneAddress = { 'x-forwarded-for': '203.0.113.5' }
    for (let fetched = 0; fetched < 5; fetched += 1) {
      const challenge = await handleAltchaChallenge(
        new Request('http://localhost/api/contact/challenge', { headers: fromOneAddress }),
      )
      expect(challenge.status).toBe(200)
    }
    const refusedChallenge = await handleAltchaChallenge(
      new Request('http://localhost/api/contact/challenge?locale=en', { headers: fromOneAddress }),
    )
    expect(refusedChallenge.status).toBe(429)
    expect(await refusedChallenge.json()).toMatchObject({
      error: 'You have sent too many messages. Please try again in a minute.',
    })
    const post = formPost('/api/contact', {})
    const submission = await createContactEndpoint(processFormDeps())(
      new Request(post, { headers: { ...Object.fromEntries(post.headers), ...fromOneAddress } }),
    )
    expect(submission.status).toBe(429)
    expect(submission.headers.get('Retry-After')).toMatch(/^\d+$/)
  })
})
