import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLoadingBar, type LoadingBarState } from '@/components/site/loadingBar'

let states: LoadingBarState[]
const latest = () => states[states.length - 1]
const bar = () => createLoadingBar((state) => states.push(state))

beforeEach(() => {
  states = []
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('navigation loading bar (spec: 200 ms throttle, 5 s to 100 %, hidden 500 ms after finishing)', () => {
  it('stays hidden when the navigation finishes within 200 ms', () => {
    const loading = bar()
    loading.start()
    vi.advanceTimersByTime(199)
    expect(latest()?.visible).toBe(false)
    loading.finish()
    vi.advanceTimersByTime(1000)
    expect(states.some((state) => state.visible)).toBe(false)
    expect(latest()).toEqual({ status: 'idle', visible: false, progress: 0 })
  })

  it('appears after 200 ms and grows linearly to 100 % in 5 s, then holds there', () => {
    const loading = bar()
    loading.start()
    vi.advanceTimersByTime(200)
    expect(latest()).toEqual({ status: 'loading', visible: true, progress: 0 })
    vi.advanceTimersByTime(2500)
    expect(latest()?.progress).toBe(50)
    vi.advanceTimersByTime(2500)
    expect(latest()?.progress).toBe(100)
    const count = states.length
    vi.advanceTimersByTime(3000)
    expect(states.length).toBe(count)
    expect(latest()).toMatchObject({ status: 'loading', visible: true })
  })

  it('completes to 100 % when the page is shown and hides 500 ms later', () => {
    const loading = bar()
    loading.start()
    vi.advanceTimersByTime(1200)
    loading.finish()
    expect(latest()).toEqual({ status: 'done', visible: true, progress: 100 })
    vi.advanceTimersByTime(499)
    expect(latest()?.visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(latest()).toEqual({ status: 'idle', visible: false, progress: 0 })
  })

  it('shows the failure state at full width when the navigation fails, then hides 500 ms later', () => {
    const loading = bar()
    loading.start()
    vi.advanceTimersByTime(800)
    loading.fail()
    expect(latest()).toEqual({ status: 'failed', visible: true, progress: 100 })
    loading.finish()
    expect(latest()?.status).toBe('failed')
    vi.advanceTimersByTime(500)
    expect(latest()?.visible).toBe(false)
  })

  it('shows the failure even when the failed navigation was quicker than the throttle', () => {
    const loading = bar()
    loading.start()
    vi.advanceTimersByTime(50)
    loading.finish()
    loading.fail()
    expect(latest()).toEqual({ status: 'failed', visible: true, progress: 100 })
  })

  it('a second start during a navigation keeps the running bar; a new navigation during hiding restarts it', () => {
    const loading = bar()
    loading.start()
    vi.advanceTimersByTime(1200)
    loading.start()
    expect(latest()?.progress).toBeGreaterThan(0)
    loading.finish()
    vi.advanceTimersByTime(100)
    loading.start()
    expect(latest()).toEqual({ status: 'loading', visible: true, progress: 0 })
    vi.advanceTimersByTime(1000)
    expect(latest()).toMatchObject({ visible: true, progress: 20 })
  })

  it('stops all timers when disposed', () => {
    const loading = bar()
    loading.start()
    loading.dispose()
    vi.advanceTimersByTime(10_000)
    expect(states).toHaveLength(1)
  })
})
