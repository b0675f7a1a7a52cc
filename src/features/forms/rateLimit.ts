import type { Redis } from 'ioredis'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { rateLimiterStore } from '@/config/rateLimiterStore'

type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }
export type RateLimiter = { hit: (key: string) => Promise<RateLimitDecision> }

/** A limit per key (the visitor's IP address) over a fixed window, counted in Redis when there is one. */
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
  const limiter = rateLimiterStore({ name, points: limit, durationSeconds: Math.ceil(windowMs / 1000), redis })
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
