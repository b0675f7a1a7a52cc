import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scheduleHashScroll } from '@/components/site/hashScroll'

const scrollIntoView = vi.fn()
const anchors = { getElementById: (id: string) => (id === 'misija i vizija' ? { scrollIntoView } : null) }

beforeEach(() => {
  vi.useFakeTimers()
  scrollIntoView.mockClear()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('scroll to a hash anchor after navigation (spec: smooth, 250 ms delay)', () => {
  it('scrolls the anchor smoothly into view 250 ms after the page is shown', () => {
    scheduleHashScroll('#misija%20i%20vizija', anchors, false)
    vi.advanceTimersByTime(249)
    expect(scrollIntoView).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  it('jumps without animation for visitors who prefer reduced motion', () => {
    scheduleHashScroll('#misija%20i%20vizija', anchors, true)
    vi.advanceTimersByTime(250)
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
  })

  it('does nothing without a hash, for a missing anchor, or when the page is left first', () => {
    scheduleHashScroll('', anchors, false)
    scheduleHashScroll('#nowhere', anchors, false)
    const cancel = scheduleHashScroll('#misija%20i%20vizija', anchors, false)
    cancel()
    vi.advanceTimersByTime(1000)
    expect(scrollIntoView).not.toHaveBeenCalled()
  })
})
