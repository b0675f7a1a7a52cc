import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedRedis } from '@/config/redis'
import { createContactEndpoint } from '@/features/contact/endpoint'
import { altchaBotCheck } from '@/features/forms/botCheck/altcha'
import { handleAltchaChallenge } from '@/features/forms/botCheck/challenge'
import { processFormDeps } from '@/features/forms/processDeps'
import { createRateLimiter } from '@/features/forms/rateLimit'
import { createReportEndpoint } from '@/features/reports/endpoint'
import { createLoginThrottle, type LoginThrottle } from '@/features/staffLogin/throttle'
import { connectionAddressHeader } from '@/lib/request/clientAddress'
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
  const failFrom = async (throttle: LoginThrottle, address: string, email = account) => {
    const attempt = await throttle.begin(address, email)
    if (attempt.allowed) await throttle.failed(address, email)
    return attempt
  }

  it('counts the logins of every instance together, and a parallel burst whole', async () => {
    const [first, second] = [createLoginThrottle(client), createLoginThrottle(client)]
    for (let attempt = 0; attempt < 3; attempt += 1) await failFrom(first, '198.51.100.20')
    for (let attempt = 0; attempt < 3; attempt += 1) await failFrom(second, '198.51.100.20')
    expect(await failFrom(first, '198.51.100.20', 'other@demomedika.example')).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    })
    // A restarted instance still sees the wait; a login from the address clears it everywhere.
    expect((await createLoginThrottle(client).begin('198.51.100.20', account)).allowed).toBe(false)
    await second.succeeded('198.51.100.20', account)
    expect((await first.begin('198.51.100.20', account)).allowed).toBe(true)

    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) => failFrom(attempt % 2 ? first : second, '198.51.100.21')),
    )
    expect(burst.filter((answer) => answer.allowed)).toHaveLength(6)
  })

  it('never holds an address that logged into the account on another instance', async () => {
    const [first, second] = [createLoginThrottle(client), createLoginThrottle(client)]
    const owned = 'owner@demomedika.example'
    await first.succeeded('203.0.113.30', owned)
    for (let attempt = 0; attempt < 11; attempt += 1) await failFrom(second, `198.51.100.${100 + attempt}`, owned)
    expect(await first.begin('192.0.2.30', owned)).toEqual({ allowed: true, delayMs: 1000 })
    expect(await first.begin('203.0.113.30', owned)).toEqual({ allowed: true, delayMs: 0 })
  })

  it('counts wrong current passwords of one account on every instance together, a burst whole', async () => {
    const [first, second] = [createLoginThrottle(client), createLoginThrottle(client)]
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, guess) => (guess % 2 ? first : second).currentPasswordAttempt('41')),
    )
    expect(burst.filter((answer) => answer.allowed)).toHaveLength(5)
    // A restarted instance still refuses; another account is counted apart.
    const refused = await createLoginThrottle(client).currentPasswordAttempt('41')
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(14 * 60)
    expect((await first.currentPasswordAttempt('42')).allowed).toBe(true)
  })

  it('counts in the process’s memory while Redis cannot be reached', async () => {
    const unreachable = sharedRedis(`redis://127.0.0.1:${await freePort()}`)
    const throttle = createLoginThrottle(unreachable)
    for (let attempt = 0; attempt < 6; attempt += 1) await failFrom(throttle, '198.51.100.40')
    expect(await throttle.begin('198.51.100.40', account)).toEqual({ allowed: false, retryAfterSeconds: 1 })
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

describe('the public forms’ rate limits', () => {
  // The setting as the int tests run it (the default): 30 submissions per address and form in 10 minutes.
  const limit = 30
  const send = async (
    endpoint: (request: Request) => Promise<Response>,
    path: string,
    from: Record<string, string>,
    locale = 'hr',
  ) => {
    const post = formPost(path, {}, { locale })
    return endpoint(new Request(post, { headers: { ...Object.fromEntries(post.headers), ...from } }))
  }

  it('count ALTCHA challenges apart from submissions, and each form apart (FORM_RATE_LIMIT)', async () => {
    const fromOneAddress = { [connectionAddressHeader]: '203.0.113.5' }
    for (let fetched = 0; fetched < limit + 5; fetched += 1) {
      const challenge = await handleAltchaChallenge(
        new Request('http://localhost/api/contact/challenge', { headers: fromOneAddress }),
      )
      expect(challenge.status).toBe(200)
    }
    const contact = createContactEndpoint(processFormDeps())
    for (let sent = 0; sent < limit; sent += 1) {
      expect((await send(contact, '/api/contact', fromOneAddress)).status).toBe(400)
    }
    const refused = await send(contact, '/api/contact', fromOneAddress, 'en')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Too many forms have been sent from this address. Please try again in 10 minutes.',
    )
    // The same address may still fetch challenges, and a report is another form's allowance.
    const challenge = await handleAltchaChallenge(
      new Request('http://localhost/api/contact/challenge', { headers: fromOneAddress }),
    )
    expect(challenge.status).toBe(200)
    const reports = createReportEndpoint({ ...processFormDeps(), pvMailbox: ['pv@example.com'] })
    expect((await send(reports, '/api/reports', fromOneAddress)).status).toBe(400)
  })

  it('count an IPv6 visitor by their /64: another address of the same network shares the allowance', async () => {
    const contact = createContactEndpoint(processFormDeps())
    for (let sent = 0; sent < limit; sent += 1) {
      const from = { [connectionAddressHeader]: `2001:db8:1:2::${(sent + 1).toString(16)}` }
      expect((await send(contact, '/api/contact', from)).status).toBe(400)
    }
    expect((await send(contact, '/api/contact', { [connectionAddressHeader]: '2001:db8:1:2:ffff::1' })).status).toBe(
      429,
    )
    expect((await send(contact, '/api/contact', { [connectionAddressHeader]: '2001:db8:1:3::1' })).status).toBe(400)
  })
})
