/** Runs once when the server starts (not during the build): see `src/lib/startup.ts`. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startServer } = await import('./lib/startup')
  await startServer()
}
