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

/** Forgets every reading and outcome: the search index's entries or the synonyms changed in this process. */
export function forgetSearchChecks(): void {
  checks().clear()
  forgetOutcomes()
}

/** The collection hook of the same (however the entries or synonyms changed: a publish, an editor's synonym). */
export function forgetSearchChecksOnChange<Args extends { doc: unknown }>({ doc }: Args): Args['doc'] {
  forgetSearchChecks()
  return doc
}

/** How many queries' outcomes a process remembers (the oldest is forgotten first). */
const rememberedOutcomes = 5_000
const outcomesKey = Symbol.for('site.searchOutcomes')

function outcomes(): Map<string, boolean> {
  const scope = globalThis as unknown as Record<symbol, Map<string, boolean> | undefined>
  scope[outcomesKey] ??= new Map()
  return scope[outcomesKey]
}

/**
 * Remembers whether a query found anything when its results page was rendered (`key`: market, language and
 * the query as counted), so that counting its searches need not search again: a cached page shows what it found.
 */
export function rememberOutcome(key: string, found: boolean): void {
  const known = outcomes()
  known.delete(key)
  known.set(key, found)
  if (known.size > rememberedOutcomes) known.delete(known.keys().next().value as string)
}

/** Whether the query found anything when it was last rendered in this process; undefined if it was not. */
export function knownOutcome(key: string): boolean | undefined {
  return outcomes().get(key)
}

/** Forgets the outcomes: a publish or a synonym may change what a query finds. */
function forgetOutcomes(): void {
  outcomes().clear()
}
