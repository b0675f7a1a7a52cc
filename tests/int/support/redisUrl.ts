import { afterAll, beforeAll } from 'vitest'
import { startRedis } from '../../support/servers/redis.mjs'

/**
 * A real Redis for the tests of the calling `describe` (or file), named in REDIS_URL as an instance has it:
 * Next's cache handler (next-cache-handler.mjs) reads the variable itself. Returns the server's address.
 */
export function withRedisUrl(): { url: () => string } {
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined
  beforeAll(async () => {
    redis = await startRedis()
    process.env.REDIS_URL = redis.url
  })
  afterAll(async () => {
    delete process.env.REDIS_URL
    await redis?.stop()
  })
  return {
    url: () => {
      if (!redis) throw new Error('Redis has not started')
      return redis.url
    },
  }
}
