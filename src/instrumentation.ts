/**
 * Runs once when the server starts (not during the build): see `src/server/startup.ts`. Next.js sets these
 * two variables itself; they say which runtime and phase this is, and are not settings of the site.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startServer } = await import('./server/startup')
  await startServer()
}
