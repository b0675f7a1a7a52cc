import { settings } from '@/config/settings'
import { clientAddress } from '@/lib/request/clientAddress'
import { configuredBotCheck } from './botCheck'
import type { FormEndpointDeps } from './endpoint'
import { deliverQueuedMailSoon } from './mailDelivery'
import { createRateLimiter } from './rateLimit'

/** What a public form's endpoint takes from this process: the configured bot check, a rate limit, mail delivery. */
export function processFormDeps(): FormEndpointDeps {
  return {
    botCheck: configuredBotCheck,
    rateLimiter: createRateLimiter({ limit: settings().forms.rateLimitPerMinute, windowMs: 60_000 }),
    clientAddress: (request) => clientAddress(request.headers),
    afterSave: deliverQueuedMailSoon,
  }
}
