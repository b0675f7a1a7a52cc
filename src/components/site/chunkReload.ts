/** The spec's chunk reload guard (section 9): at most one reload per 60 seconds. */
const chunkReloadGuardMs = 60_000

/** sessionStorage key: it survives the reload and belongs to this tab only. */
export const chunkReloadStorageKey = 'site:chunk-reload-at'

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>

/** A code chunk (or a dynamically imported module) could not be loaded: stale deployment or a network hiccup. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'ChunkLoadError' ||
    /Loading chunk .+ failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed/.test(
      error.message,
    )
  )
}

/**
 * True when a reload may happen now, and records it; false when the page reloaded for the same
 * reason less than 60 s ago (or the record cannot be kept, which could otherwise loop).
 */
export function claimChunkReload(storage: GuardStorage, now: number): boolean {
  try {
    const last = Number(storage.getItem(chunkReloadStorageKey))
    if (last > 0 && now - last < chunkReloadGuardMs) return false
    storage.setItem(chunkReloadStorageKey, String(now))
    return true
  } catch {
    return false
  }
}

type ChunkFailureOutcome = 'unrelated' | 'reloading' | 'failed'

let reloading = false

/**
 * Reloads the page after a chunk failure, unless the guard forbids it; then the caller shows the
 * error page. Several reports of one failure (rejection and error boundary) lead to one reload.
 */
export function recoverFromChunkFailure(error: unknown): ChunkFailureOutcome {
  if (!isChunkLoadError(error)) return 'unrelated'
  if (reloading) return 'reloading'
  if (!claimChunkReload(window.sessionStorage, Date.now())) return 'failed'
  reloading = true
  window.location.reload()
  return 'reloading'
}
