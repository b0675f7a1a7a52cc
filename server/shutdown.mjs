/** How long open requests may take to finish after a stop signal before the server stops anyway. */
const drainMs = 10_000

/**
 * Stops accepting connections, waits (bounded) for open requests, then runs the app's shutdown tasks
 * (the registry of src/server/shutdown.ts, shared through a global because Next splits modules into
 * several chunks) and exits.
 * @param {import('node:http').Server} server
 * @param {() => Promise<void>} closeApp
 */
export async function stopGracefully(server, closeApp) {
  const drained = new Promise((resolve) => server.close(resolve))
  server.closeIdleConnections()
  const deadline = new Promise((resolve) => setTimeout(resolve, drainMs).unref())
  await Promise.race([drained, deadline])
  server.closeAllConnections()
  // The app's shutdown tasks (src/server/shutdown.ts), on `globalThis`: the server cannot import the app's bundles.
  /** @type {{ run?: () => Promise<void> } | undefined} */
  const registry = /** @type {any} */ (globalThis)[Symbol.for('medical-wholesaler.shutdown')]
  try {
    await registry?.run?.()
    await closeApp()
  } finally {
    process.exit(0)
  }
}
