import { describe, expect, it } from 'vitest'
import { allowsPrefetch } from '@/components/site/prefetchPolicy'

describe('link prefetching (spec: on by default, skipped on 2g or data-saver)', () => {
  it('prefetches when the browser reports nothing about the connection, or a fast one', () => {
    expect(allowsPrefetch(undefined)).toBe(true)
    expect(allowsPrefetch({ effectiveType: '4g', saveData: false })).toBe(true)
    expect(allowsPrefetch({ effectiveType: '3g' })).toBe(true)
  })

  it('skips prefetching on 2g and slow-2g', () => {
    expect(allowsPrefetch({ effectiveType: '2g', saveData: false })).toBe(false)
    expect(allowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
  })

  it('skips prefetching when the visitor turned data saving on', () => {
    expect(allowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false)
  })
})
