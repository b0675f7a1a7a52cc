/**
 * Runs once when the server starts: Payload starts there, and with it the mail delivery loop, so
 * mail waiting in the outbox goes out without waiting for the first request that needs the CMS.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { payloadClient } = await import('./lib/cms/client')
  await payloadClient()
}
