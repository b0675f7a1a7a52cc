import { describe, expect, it } from 'vitest'
import { onShutdown } from '@/server/shutdown'

/** The production server finds the registry by this symbol, whichever chunk registered a task. */
const registry = () =>
  (globalThis as { [key: symbol]: { run: () => Promise<void> } | undefined })[Symbol.for('medical-wholesaler.shutdown')]

describe('the shutdown registry', () => {
  it('runs every registered task once, awaiting the slow ones, however often the server asks', async () => {
    const finished: string[] = []
    onShutdown('slow', () => new Promise((resolve) => setTimeout(() => resolve(void finished.push('slow')), 30)))
    onShutdown('fast', async () => void finished.push('fast'))
    const first = registry()?.run()
    const second = registry()?.run()
    await Promise.all([first, second])
    expect(finished.sort()).toEqual(['fast', 'slow'])
  })
})
