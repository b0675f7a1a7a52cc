import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }
export type RateLimiter = { hit: (key: string) => Promise<RateLimitDecision> }

/**
 * A limit per key (the visitor's IP address) over a fixed window. With Redis every instance counts in one
 * place (an atomic increment per hit); while Redis cannot be reached each process counts in its own memory
 * instead of refusing or waving everyone through. Without Redis the count is this process's alone.
 */
export function createRateLimiter({
  name,
  limit,
  windowMs,
  redis = null,
}: {
  name: string
  limit: number
  windowMs: number
  redis?: Redis | null
}): RateLimiter {
  const options = { keyPrefix: `rate-limit:${name}`, points: limit, duration: Math.ceil(windowMs / 1000) }
  const inMemory = new RateLimiterMemory(options)
  const limiter = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: inMemory })
    : inMemory
  return {
    async hit(key) {
      try {
        await limiter.consume(key)
        return { allowed: true }
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
      }
    },
  }
}
