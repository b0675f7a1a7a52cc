/** The spec's loading bar timings (section 9). */
const loadingBarTiming = {
  /** A navigation shorter than this never shows the bar. */
  throttleMs: 200,
  /** Time in which the bar grows from 0 to 100 %. */
  durationMs: 5000,
  /** How long the finished or failed bar stays before it hides. */
  hideDelayMs: 500,
  /** How often the growing bar is updated. */
  tickMs: 100,
}

type LoadingBarStatus = 'idle' | 'loading' | 'done' | 'failed'

export type LoadingBarState = {
  status: LoadingBarStatus
  /** The bar is on screen (a loading navigation only after the throttle). */
  visible: boolean
  /** 0 to 100. */
  progress: number
}

export const idleLoadingBar: LoadingBarState = { status: 'idle', visible: false, progress: 0 }

export type LoadingBar = {
  /** A navigation began. */
  start: () => void
  /** The new page is shown. */
  finish: () => void
  /** The navigation failed: the bar shows its failure state, then hides. */
  fail: () => void
  dispose: () => void
}

/** The bar's clock: what it shows is reported through onChange. */
export function createLoadingBar(onChange: (state: LoadingBarState) => void, timing = loadingBarTiming): LoadingBar {
  let state = idleLoadingBar
  let throttleTimer: ReturnType<typeof setTimeout> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  let tickTimer: ReturnType<typeof setInterval> | undefined

  const set = (next: LoadingBarState) => {
    state = next
    onChange(next)
  }
  const stopTimers = () => {
    clearTimeout(throttleTimer)
    clearTimeout(hideTimer)
    clearInterval(tickTimer)
  }
  const show = () => {
    const shownAt = Date.now()
    set({ status: 'loading', visible: true, progress: 0 })
    tickTimer = setInterval(() => {
      const progress = Math.min(100, ((Date.now() - shownAt) / timing.durationMs) * 100)
      set({ ...state, progress })
      if (progress === 100) clearInterval(tickTimer)
    }, timing.tickMs)
  }
  const settle = (status: 'done' | 'failed') => {
    stopTimers()
    set({ status, visible: true, progress: 100 })
    hideTimer = setTimeout(() => set(idleLoadingBar), timing.hideDelayMs)
  }

  return {
    start() {
      if (state.status === 'loading') return
      stopTimers()
      if (state.visible) {
        // A new navigation while the last one's bar is still on screen continues from there.
        show()
        return
      }
      set({ status: 'loading', visible: false, progress: 0 })
      throttleTimer = setTimeout(show, timing.throttleMs)
    },
    finish() {
      if (state.status !== 'loading') return
      if (!state.visible) {
        stopTimers()
        set(idleLoadingBar)
        return
      }
      settle('done')
    },
    fail() {
      settle('failed')
    },
    dispose: stopTimers,
  }
}
