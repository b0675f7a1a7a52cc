import { sharedRedis } from '@/config/redis'
import { settings } from '@/config/settings'
import { clientAddress } from '@/lib/request/clientAddress'
import { configuredBotCheck } from './botCheck'
import type { FormEndpointDeps } from './endpoint'
import { createRateLimiter, type RateLimiter } from './rateLimit'

/**
 * One limit for every public form and the ALTCHA challenge together, kept on `globalThis`: Next bundles this
 * module into several chunks, and a limiter in each would count apart. With REDIS_URL the count is in Redis.
 */
const limiterKey = Symbol.for('medical-wholesaler.public-forms-rate-limit')

export function publicFormsRateLimiter(): RateLimiter {
  const scope = globalThis as { [limiterKey]?: RateLimiter }
  scope[limiterKey] ??= createRateLimiter({
    name: 'public-forms',
    limit: settings().forms.rateLimitPerMinute,
    windowMs: 60_000,
    redis: sharedRedis(),
  })
  return scope[limiterKey]
}

/** What a public form's endpoint takes from this process: the configured bot check and the shared rate limit. */
export function processFormDeps(): FormEndpointDeps {
  return {
    botCheck: configuredBotCheck,
    rateLimiter: publicFormsRateLimiter(),
    clientAddress: (request) => clientAddress(request.headers),
  }
}
