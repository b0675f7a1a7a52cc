import { clientNetwork } from '@/lib/request/clientAddress'
import { handlerContext } from '@/lib/request/context'
import { challengeRateLimiter } from '../processDeps'
import { rateLimitedText } from '../rateLimitText'
import { configuredBotCheck } from '.'

/**
 * A fresh ALTCHA challenge for the browser to solve; there is none when another bot check is configured.
 * Fetching one is no submission: it has a limit of its own, wide enough for a visitor who opens a form a few
 * times, so that a bot cannot collect challenges freely.
 */
export async function handleAltchaChallenge(request: Request): Promise<Response> {
  const botCheck = configuredBotCheck()
  if (!('createChallenge' in botCheck)) return Response.json({ error: 'ALTCHA is not enabled' }, { status: 404 })
  const decision = await challengeRateLimiter().hit(clientNetwork(request.headers))
  if (!decision.allowed) {
    const { locale } = handlerContext(new URL(request.url).searchParams.get('locale'))
    return Response.json(
      { ok: false, code: 'rateLimited', error: rateLimitedText(locale, decision.retryAfterSeconds) },
      { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(decision.retryAfterSeconds) } },
    )
  }
  return Response.json(await botCheck.createChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
