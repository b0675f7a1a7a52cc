// Shared by the app (src/server/startup.ts) and Next's cache handler (next-cache-handler.mjs), which Next loads
// apart from the app's bundles: both run in the server's one process and meet on this global.
const trustedFromKey = Symbol.for('medical-wholesaler.cache-trusted-from')

/**
 * From now on, cache entries stored before `time` are rendered anew: the pages rendered at build time, when
 * this server runs with other public addresses than the build saw (their canonical, hreflang and og:url).
 * @param {number} time
 */
export function trustCacheFrom(time) {
  Reflect.set(globalThis, trustedFromKey, time)
}

/** The time before which no cache entry is served; 0 when every entry is. */
export function cacheTrustedFrom() {
  const time = Reflect.get(globalThis, trustedFromKey)
  return typeof time === 'number' ? time : 0
}
