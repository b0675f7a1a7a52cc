/**
 * How long a query trusts the last reading of the search index's version and of a language's synonyms: queries
 * within that time read neither from the database. This process's own changes are seen at once (the hooks
 * call `forgetSearchChecks`); another process's within this time, less than the cache handler's margin for a
 * render that began before a publish (`renderMarginMs` in next-cache-handler.mjs), so a results page rendered
 * in between is rendered again.
 */
export const searchCheckFreshMs = 500

type Check = { readAt: number; value: Promise<unknown> }
const key = Symbol.for('site.searchChecks')

/** One map per process (on globalThis: the hooks and the pages may run in separate bundles of one server). */
function checks(): Map<string, Check> {
  const scope = globalThis as unknown as Record<symbol, Map<string, Check> | undefined>
  scope[key] ??= new Map()
  return scope[key]
}

/** The value read for `name` within the last `searchCheckFreshMs`, or a new reading. */
export function recentlyChecked<Value>(name: string, read: () => Promise<Value>, now = Date.now()): Promise<Value> {
  const known = checks().get(name)
  if (known && now - known.readAt < searchCheckFreshMs) return known.value as Promise<Value>
  const value = read()
  checks().set(name, { readAt: now, value })
  value.catch(() => checks().delete(name))
  return value
}

/** Forgets every reading: the search index or the synonyms changed in this process. */
export function forgetSearchChecks(): void {
  checks().clear()
}
