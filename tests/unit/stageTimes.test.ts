import { afterEach, describe, expect, it, vi } from 'vitest'
import { timeStages } from '../../scripts/lib/stages.mjs'

afterEach(() => vi.restoreAllMocks())

describe("npm test's stage times", () => {
  it('prints a line per stage as it ends and every stage with the total at the end, a failed one marked', async () => {
    const lines: string[] = []
    vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line.trim()))
    let clock = 0
    const stage = timeStages(() => clock)
    await stage('type check', () => {
      clock += 41_000
    })
    await expect(
      stage('end-to-end', () => {
        clock += 125_400
        throw new Error('a spec failed')
      }),
    ).rejects.toThrow('a spec failed')
    stage.report()
    expect(lines.filter((line) => line.startsWith('──'))).toEqual([
      '── type check: 0 min 41 s',
      '── end-to-end: 2 min 05 s (failed)',
    ])
    expect(lines.slice(-3)).toEqual([
      'type check    0 min 41 s',
      'end-to-end    2 min 05 s  failed',
      'total         2 min 46 s',
    ])
  })
})
