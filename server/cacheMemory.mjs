// The entries of Next's cache (next-cache-handler.mjs) that this process keeps parsed in memory: a copy of what is
// in Redis, or without Redis the cache itself.

// On `globalThis`: Next loads the cache handler apart from the app's bundles, and the app imports it as well (a
// job's expiry, src/collections/hooks/revalidate.ts): both copies must hold one memory.
const memoryKey = Symbol.for('medical-wholesaler.next-cache-memory')
/** How much of the cache each process keeps parsed in memory (Next's own in-memory cache keeps 50 MB). */
const memoryBytes = 64 * 1024 * 1024

/**
 * The cache entries this process read or wrote, parsed, least recently used first, up to
 * `memoryBytes` of their stored size. One per process (Next creates a handler per request).
 */
export function cacheMemory() {
  const scope = /** @type {Record<symbol, any>} */ (globalThis)
  if (!scope[memoryKey]) {
    /** @type {Map<string, { entry: any, size: number }>} */
    const entries = new Map()
    let bytes = 0
    const forget = (/** @type {string} */ key) => {
      bytes -= entries.get(key)?.size ?? 0
      entries.delete(key)
    }
    scope[memoryKey] = {
      forget,
      /** @param {string} key */
      recall(key) {
        const kept = entries.get(key)
        if (!kept) return undefined
        entries.delete(key)
        entries.set(key, kept)
        return kept.entry
      },
      /** @param {string} key @param {any} entry @param {number} size */
      remember(key, entry, size) {
        forget(key)
        entries.set(key, { entry, size })
        bytes += size
        for (const [oldest] of entries) {
          if (bytes <= memoryBytes) break
          forget(oldest)
        }
      },
    }
  }
  return scope[memoryKey]
}
