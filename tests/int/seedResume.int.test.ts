import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { contactDirectory } from '@/seed/content/contactDirectory'
import { departmentsRoot } from '@/seed/content/departments'
import { newsItems } from '@/seed/content/news'
import { servicesRoot } from '@/seed/content/services'
import type { SeedPage } from '@/seed/content/types'

// The demo's seed as `npm run demo` runs it, in a process of its own on a SQLite file of its own (it does not
// depend on the engine the int tests run on: run once, on SQLite).
const onPostgres = inject('postgresUrl') !== undefined
const folder = mkdtempSync(path.join(tmpdir(), 'seed-resume-'))
const database = path.join(folder, 'site.db')

afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** The seed in a process of its own; what it prints is read as it comes (a full pipe would stall it). */
function startSeed(): { child: ChildProcess; output: () => string } {
  const child = spawn(path.resolve('node_modules', '.bin', 'tsx'), ['src/seed/run.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: `file:${database}`,
      MEDIA_DIR: path.join(folder, 'media'),
      PAYLOAD_SECRET: 'seed-resume-test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own: tsx runs the seed in a child process, and a closed terminal kills them all.
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))

/** A count read with Debian's sqlite3 shell (0 while the table does not exist yet). */
function rows(table: string): number {
  try {
    return Number(
      execFileSync('sqlite3', [database, `select count(*) from ${table}`], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    )
  } catch {
    return 0
  }
}

const pagesIn = (page: SeedPage): number => 1 + (page.children ?? []).reduce((sum, child) => sum + pagesIn(child), 0)

describe.skipIf(onPostgres)('npm run demo interrupted mid-seed and run again', () => {
  it('ends with the complete demo content, nothing twice', { timeout: 600_000 }, async () => {
    const { child: interrupted } = startSeed()
    const killed = exited(interrupted)
    // Waits until the seed is writing pages, then kills it as a closed terminal would.
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (rows('pages') > 0) {
          process.kill(-(interrupted.pid ?? 0), 'SIGKILL')
          resolve()
        } else if (interrupted.exitCode !== null) reject(new Error('the seed ended before it was interrupted'))
        else setTimeout(check, 100)
      }
      check()
    })
    await killed
    expect(rows('news')).toBeLessThan(newsItems.length)

    const again = startSeed()
    expect(await exited(again.child), again.output()).toBe(0)
    expect(again.output()).toContain('Demo content written.')
    expect(rows('news')).toBe(newsItems.length)
    expect(rows('pages')).toBe(pagesIn(servicesRoot) + pagesIn(departmentsRoot))
    expect(rows('contact_directory')).toBe(contactDirectory.length)
    expect(rows('media')).toBeGreaterThan(0)

    // A third run leaves the complete content as it is.
    const third = startSeed()
    expect(await exited(third.child), third.output()).toBe(0)
    expect(third.output()).toContain('the seed left it as it is')
    expect(rows('news')).toBe(newsItems.length)
  })
})
