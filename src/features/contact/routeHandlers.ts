import { deliverQueuedMailSoon } from '@/features/forms/outbox'
import { clientAddress, createRateLimiter } from '@/features/forms/rateLimit'
import { payloadClient } from '@/lib/cms/client'
import { configuredBotCheck } from './botCheck'
import { createContactEndpoint } from './endpoint'
import { contactSettings } from './settings'

let endpoint: ReturnType<typeof createContactEndpoint> | undefined

/** The contact endpoint wired to this process's Payload, bot check, rate limit and mail delivery. */
export function handleContactPost(request: Request): Promise<Response> {
  endpoint ??= createContactEndpoint({
    payload: payloadClient,
    botCheck: configuredBotCheck,
    rateLimiter: createRateLimiter({ limit: contactSettings().rateLimitPerMinute, windowMs: 60_000 }),
    clientAddress: (incoming) => clientAddress(incoming.headers),
    afterSave: deliverQueuedMailSoon,
  })
  return endpoint(request)
}

/** A fresh ALTCHA challenge for the browser to solve; there is none when another bot check is configured. */
export async function handleAltchaChallenge(): Promise<Response> {
  const botCheck = configuredBotCheck()
  if (!('createChallenge' in botCheck)) return Response.json({ error: 'ALTCHA is not enabled' }, { status: 404 })
  return Response.json(await botCheck.createChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
