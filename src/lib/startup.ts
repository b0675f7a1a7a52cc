import { SettingsError, settings } from '@/config/settings'

/**
 * What the server does once at start (from `src/instrumentation.ts`): every setting is checked, and a
 * wrong or missing one stops the server with a message that names it. Then Payload starts (imported only
 * now: its config reads the settings), and with it the mail delivery loop, so mail waiting in the outbox
 * goes out without waiting for a request.
 */
export async function startServer(): Promise<void> {
  try {
    settings()
  } catch (error) {
    console.error(error instanceof SettingsError ? error.message : error)
    process.exit(1)
  }
  const { payloadClient } = await import('./cms/client')
  await payloadClient()
}
