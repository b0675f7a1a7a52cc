import { sharedRedis } from '@/config/redis'
import { settings } from '@/config/settings'
import { clientNetwork } from '@/lib/request/clientAddress'
import { configuredBotCheck } from './botCheck'
import type { FormEndpointDeps } from './endpoint'
import { createRateLimiter, type RateLimiter } from './rateLimit'

/** The window of the public forms' limits: FORM_RATE_LIMIT submissions per address and form in it. */
const formRateWindowMs = 10 * 60_000
/**
 * ALTCHA challenges an address may fetch per submission it may send: a visitor opens a form a few times before
 * sending, and a challenge is no submission; the bound only keeps a bot from stocking up on them.
 */
const challengesPerSubmission = 10

/**
 * The process's limiters, kept on `globalThis`: Next bundles this module into several chunks, and a limiter in
 * each would count apart. With REDIS_URL the counts are in Redis, shared by every instance.
 */
const limitersKey = Symbol.for('medical-wholesaler.public-forms-rate-limits')

type FormLimiters = { submissions: RateLimiter; challenges: RateLimiter }

function formLimiters(): FormLimiters {
  const scope = globalThis as { [limitersKey]?: FormLimiters }
  if (!scope[limitersKey]) {
    const limit = settings().forms.submissionsPerWindow
    const limiter = (name: string, points: number) =>
      createRateLimiter({ name, limit: points, windowMs: formRateWindowMs, redis: sharedRedis() })
    scope[limitersKey] = {
      submissions: limiter('public-forms', limit),
      challenges: limiter('altcha-challenges', limit * challengesPerSubmission),
    }
  }
  return scope[limitersKey]
}

/** The limit on ALTCHA challenges fetched, apart from the forms' submissions. */
export const challengeRateLimiter = (): RateLimiter => formLimiters().challenges

/** What a public form's endpoint takes from this process: the configured bot check and the shared rate limit. */
export function processFormDeps(): FormEndpointDeps {
  return {
    botCheck: configuredBotCheck,
    rateLimiter: formLimiters().submissions,
    clientAddress: (request) => clientNetwork(request.headers),
  }
}
