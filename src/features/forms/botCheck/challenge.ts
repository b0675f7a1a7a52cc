import { configuredBotCheck } from '.'

/** A fresh ALTCHA challenge for the browser to solve; there is none when another bot check is configured. */
export async function handleAltchaChallenge(): Promise<Response> {
  const botCheck = configuredBotCheck()
  if (!('createChallenge' in botCheck)) return Response.json({ error: 'ALTCHA is not enabled' }, { status: 404 })
  return Response.json(await botCheck.createChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
