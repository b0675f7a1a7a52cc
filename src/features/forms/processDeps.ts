import { settings } from '@/config/settings'
import { configuredBotCheck } from './botCheck'
import type { FormEndpointDeps } from './endpoint'
import { clientAddress, createRateLimiter } from './rateLimit'

/** What a public form's endpoint takes from this process: the configured bot check and a rate limit. */
export function processFormDeps(): FormEndpointDeps {
  return {
    botCheck: configuredBotCheck,
    rateLimiter: createRateLimiter({ limit: settings().forms.rateLimitPerMinute, windowMs: 60_000 }),
    clientAddress: (request) => clientAddress(request.headers),
  }
}
