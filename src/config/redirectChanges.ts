import { sharedRedis } from '@/config/redis'

/** When an editor last changed the redirects: in Redis for every instance, and in this process. */
const changedAtKey = 'redirects:changed-at'
// On `globalThis`: the admin's hooks and the proxy are bundled apart and share only the process.
const processKey = Symbol.for('medical-wholesaler.redirects-changed-at')
const processScope = globalThis as { [processKey]?: number }

/**
 * Called by the redirects' hooks: every instance reads its table again before it answers another redirect. A
 * failed write to Redis does not fail the save; the other instances then see the change by their table's age.
 */
export async function signalRedirectsChanged(): Promise<void> {
  const now = Date.now()
  processScope[processKey] = now
  await sharedRedis()
    ?.set(changedAtKey, String(now))
    .catch(() => undefined)
}

/** The time of the last change this process or (with REDIS_URL) any instance signalled; 0 for none. */
export async function redirectsChangedAt(): Promise<number> {
  const here = processScope[processKey] ?? 0
  const redis = sharedRedis()
  if (!redis) return here
  return Math.max(here, Number((await redis.get(changedAtKey)) ?? 0))
}
