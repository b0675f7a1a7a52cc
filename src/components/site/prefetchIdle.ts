/** The spec's link prefetch idle timeout (section 9). */
const prefetchIdleTimeoutMs = 2000

/** The parts of `window` the wait reads (a stand-in in unit tests). */
export type PageWindow = {
  document: { readyState: DocumentReadyState }
  addEventListener: (type: 'load', listener: () => void, options: { once: true }) => void
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number
  setTimeout: (callback: () => void, delayMs: number) => unknown
}

/**
 * Runs `run` once the browser is first idle after the page's load event, and 2000 ms after the load at the
 * latest; a browser without `requestIdleCallback` (Safari) runs it right after the load.
 */
export function afterLoadWhenIdle(page: PageWindow, run: () => void) {
  const whenIdle = () => {
    if (page.requestIdleCallback) page.requestIdleCallback(run, { timeout: prefetchIdleTimeoutMs })
    else page.setTimeout(run, 0)
  }
  if (page.document.readyState === 'complete') whenIdle()
  else page.addEventListener('load', whenIdle, { once: true })
}

let wait: 'not asked' | 'waiting' | 'idle' = 'not asked'
const listeners = new Set<() => void>()

/**
 * For useSyncExternalStore: links prefetch only once the page has loaded and the browser was idle, so that
 * prefetching takes neither bandwidth from the page's own images nor the main thread from its hydration.
 */
export function subscribeToPrefetchIdle(onChange: () => void): () => void {
  listeners.add(onChange)
  if (wait === 'not asked') {
    wait = 'waiting'
    afterLoadWhenIdle(window, () => {
      wait = 'idle'
      // The page has settled: the end-to-end tests wait for this mark (tests/e2e/support/hydration.ts).
      document.documentElement.dataset.settled = ''
      for (const listener of listeners) listener()
    })
  }
  return () => listeners.delete(onChange)
}

/** Whether the browser was idle after the page loaded and hydrated: links prefetch and navigate client-side. */
export function prefetchIdleReached(): boolean {
  return wait === 'idle'
}
