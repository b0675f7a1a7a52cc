import { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedRedis } from '@/config/redis'
import { connectionAddressHeader } from '@/lib/request/clientAddress'
import { startPayload } from './support/payload'
import { withRedisUrl } from './support/redisUrl'
import { type RestRoute, restRoute } from './support/restRoute'
import { staffTokens } from './support/staffApi'

// Before Payload starts: the site reads REDIS_URL once, and the login throttle then counts in Redis.
const redis = withRedisUrl()
// The password staffTokens gives every account.
const password = 'correct-horse-battery-staple'
let payload: Payload
let rest: RestRoute

beforeAll(async () => {
  payload = await startPayload()
  await staffTokens(payload, ['admin', 'editor'])
  // The connection is up before the first login, as a server's is after its first readiness check (until then
  // the throttle counts in this process's memory).
  await sharedRedis()?.ping()
  const api = await import('@/app/(payload)/api/[...slug]/route')
  rest = (method, path, options) => restRoute(api, method, path, options)
})

afterAll(async () => {
  await payload.destroy()
})

/** A login through the site's REST route from `address`, the path spelled as given. */
async function login(address: string, path: string, email: string, withPassword: string): Promise<number> {
  const response = await rest('POST', path, {
    headers: { 'Content-Type': 'application/json', [connectionAddressHeader]: address },
    body: JSON.stringify({ email, password: withPassword }),
  })
  return response.status
}

// Payload's router decodes escapes and ignores the case of an endpoint's path: each of these is its login.
const spellings = ['users/login', 'users/LOGIN', 'users/%6cogin', '%75sers/login']

describe('the staff login throttle on the site’s route, counting in Redis', () => {
  it('holds however the address is spelled, for a wrong and a right password', async () => {
    for (const [index, path] of spellings.entries()) {
      // An account and an address per spelling, so that neither carries another's failures.
      const email = `spelling-${index}@demomedika.example`
      await payload.create({ collection: 'users', data: { email, password, roles: ['editor'] } as never })
      const from = `198.51.100.${10 + index}`
      const statuses = []
      for (let attempt = 0; attempt < 6; attempt += 1) {
        statuses.push(await login(from, path, email, `wrong-${attempt}`))
      }
      expect(statuses, path).toEqual(Array(6).fill(401))
      for (const spelling of spellings) {
        const wrong = await login(from, spelling, email, 'wrong')
        const right = await login(from, spelling, email.toUpperCase(), password)
        expect([wrong, right], `${path} then ${spelling}`).toEqual([429, 429])
      }
    }
    // The counts are in Redis (hashed keys), where every instance reads them.
    const client = new Redis(redis.url())
    expect((await client.keys('rate-limit:staff-login-*')).length).toBeGreaterThan(0)
    client.disconnect()
  })

  it('counts a parallel burst of wrong passwords from a new address whole', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) =>
        login('198.51.100.40', spellings[attempt % spellings.length] ?? '', 'admin@demomedika.example', `x${attempt}`),
      ),
    )
    expect(statuses.filter((status) => status === 401)).toHaveLength(6)
    expect(statuses.filter((status) => status === 429)).toHaveLength(34)
  })
})
