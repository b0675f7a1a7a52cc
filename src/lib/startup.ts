import { currentMarketId } from '@/markets'

/**
 * What the server does once at start (from `src/instrumentation.ts`). One build serves every market, so
 * a wrong `SITE_MARKET` is caught here and stops the server with a message that names the setting. Then
 * Payload starts (imported only now: its config reads the market), and with it the mail delivery loop,
 * so mail waiting in the outbox goes out without waiting for a request.
 */
export async function startServer(): Promise<void> {
  try {
    currentMarketId()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  const { payloadClient } = await import('./cms/client')
  await payloadClient()
}
