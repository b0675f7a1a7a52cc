import { describe, expect, it } from 'vitest'
import { afterLoadWhenIdle } from '@/components/site/prefetchIdle'
import { fakeIdleWindow as fakeWindow } from '../support/idleWindow'

describe('links prefetch when the browser is idle after the page loaded (spec: idle timeout 2000 ms)', () => {
  it('waits for the load event, then for idle time with a timeout of 2000 ms', () => {
    const { page, pending, asked } = fakeWindow('interactive', true)
    let runs = 0
    afterLoadWhenIdle(page, () => runs++)
    expect(pending.idle).toBeUndefined()
    pending.load?.()
    expect(asked.idleTimeoutMs).toBe(2000)
    expect(runs).toBe(0)
    pending.idle?.()
    expect(runs).toBe(1)
  })

  it('asks for idle time at once when the page has already loaded', () => {
    const { page, pending, asked } = fakeWindow('complete', true)
    let runs = 0
    afterLoadWhenIdle(page, () => runs++)
    expect(pending.load).toBeUndefined()
    expect(asked.idleTimeoutMs).toBe(2000)
    pending.idle?.()
    expect(runs).toBe(1)
  })

  it('runs right after the load where the browser has no idle callback (Safari)', () => {
    const { page, pending, asked } = fakeWindow('loading', false)
    let runs = 0
    afterLoadWhenIdle(page, () => runs++)
    expect(pending.timer).toBeUndefined()
    pending.load?.()
    expect(asked.timerDelayMs).toBe(0)
    pending.timer?.()
    expect(runs).toBe(1)
  })
})
