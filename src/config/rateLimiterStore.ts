import type { Redis } from 'ioredis'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'

/**
 * A count per key over a fixed window (rate-limiter-flexible), the one store of every limit the site keeps:
 * the public forms' rate limit and the staff login throttle. With Redis every instance counts in one place
 * (atomic updates); while Redis cannot be reached each process counts in its own memory instead of refusing
 * or waving everyone through. Without Redis the count is this process's alone.
 */
export function rateLimiterStore({
  name,
  points,
  durationSeconds,
  redis,
}: {
  name: string
  points: number
  durationSeconds: number
  redis: Redis | null
}): RateLimiterAbstract {
  const options = { keyPrefix: `rate-limit:${name}`, points, duration: durationSeconds }
  const inMemory = new RateLimiterMemory(options)
  if (!redis) return inMemory
  // While the connection is down, memory counts at once instead of each request waiting out ioredis's retries.
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    insuranceLimiter: inMemory,
    rejectIfRedisNotReady: true,
  })
}
