import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chunkReloadStorageKey, claimChunkReload, isChunkLoadError } from '@/components/site/chunkReload'

/** sessionStorage as the reloaded page finds it: the same entries, read again. */
function tabStorage() {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('chunk load failure (spec: reload the page, at most once per 60 seconds)', () => {
  it('allows the first reload and records when it happened', () => {
    const storage = tabStorage()
    expect(claimChunkReload(storage, Date.now())).toBe(true)
    expect(storage.entries.get(chunkReloadStorageKey)).toBe(String(Date.now()))
  })

  it('refuses a second reload within 60 s, so the error page shows instead of a loop', () => {
    const storage = tabStorage()
    claimChunkReload(storage, Date.now())
    vi.advanceTimersByTime(59_999)
    expect(claimChunkReload(storage, Date.now())).toBe(false)
  })

  it('allows a reload again once 60 s have passed', () => {
    const storage = tabStorage()
    claimChunkReload(storage, Date.now())
    vi.advanceTimersByTime(60_000)
    expect(claimChunkReload(storage, Date.now())).toBe(true)
    vi.advanceTimersByTime(1000)
    expect(claimChunkReload(storage, Date.now())).toBe(false)
  })

  it('does not reload when the guard cannot be recorded (storage blocked), which could loop', () => {
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    }
    expect(claimChunkReload(blocked, Date.now())).toBe(false)
  })

  it('reloads once for several reports of one failure; after the reload a new failure within 60 s shows the error page', async () => {
    const storage = tabStorage()
    const reload = vi.fn()
    vi.stubGlobal('window', { sessionStorage: storage, location: { reload } })
    const failure = Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js'), {
      name: 'ChunkLoadError',
    })

    const firstPage = await import('@/components/site/chunkReload')
    expect(firstPage.recoverFromChunkFailure(new Error('unrelated'))).toBe('unrelated')
    expect(firstPage.recoverFromChunkFailure(failure)).toBe('reloading')
    expect(firstPage.recoverFromChunkFailure(failure)).toBe('reloading')
    expect(reload).toHaveBeenCalledTimes(1)

    vi.resetModules()
    vi.advanceTimersByTime(10_000)
    const reloadedPage = await import('@/components/site/chunkReload')
    expect(reloadedPage.recoverFromChunkFailure(failure)).toBe('failed')
    expect(reload).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
  })

  it('recognises chunk failures of Turbopack, webpack and native dynamic import, and nothing else', () => {
    const turbopack = Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js from module 1'), {
      name: 'ChunkLoadError',
    })
    expect(isChunkLoadError(turbopack)).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('ChunkLoadError')).toBe(false)
  })
})
