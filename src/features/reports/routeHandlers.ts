import { configuredBotCheck } from '@/features/contact/botCheck'
import { contactSettings } from '@/features/contact/settings'
import { deliverQueuedMailSoon } from '@/features/forms/outbox'
import { clientAddress, createRateLimiter } from '@/features/forms/rateLimit'
import { payloadClient } from '@/lib/cms/client'
import { serverEnv } from '@/lib/env'
import { createReportEndpoint } from './endpoint'
import { reportSettings } from './settings'

let endpoint: ReturnType<typeof createReportEndpoint> | undefined

/** The report endpoint wired to this process's Payload, the site's bot check, a rate limit like the contact form's, and mail delivery. */
export function handleReportPost(request: Request): Promise<Response> {
  endpoint ??= createReportEndpoint({
    payload: payloadClient,
    botCheck: configuredBotCheck,
    rateLimiter: createRateLimiter({ limit: contactSettings().rateLimitPerMinute, windowMs: 60_000 }),
    clientAddress: (incoming) => clientAddress(incoming.headers),
    afterSave: deliverQueuedMailSoon,
    pvMailbox: reportSettings().pvMailbox,
    siteUrl: serverEnv().siteUrl,
  })
  return endpoint(request)
}
