import type { PageWindow } from '@/components/site/prefetchIdle'

/**
 * A stand-in window for code that waits for the page's load and then for idle time: it records what the code
 * asked of it and lets the test fire the load event, the idle callback or the timer.
 */
export function fakeIdleWindow(readyState: DocumentReadyState, withIdleCallback: boolean) {
  const pending: { load?: () => void; idle?: () => void; timer?: () => void } = {}
  const asked: { idleTimeoutMs?: number; timerDelayMs?: number } = {}
  const page: PageWindow = {
    document: { readyState },
    addEventListener: (_type, listener) => {
      pending.load = listener
    },
    setTimeout: (callback, delayMs) => {
      pending.timer = callback
      asked.timerDelayMs = delayMs
    },
    ...(withIdleCallback && {
      requestIdleCallback: (callback: () => void, options: { timeout: number }) => {
        pending.idle = callback
        asked.idleTimeoutMs = options.timeout
        return 1
      },
    }),
  }
  return { page, pending, asked }
}
