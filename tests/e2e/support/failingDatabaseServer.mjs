// The production server (server.mjs) on a database that fails: a copy of the seeded e2e database without the
// documents collection's tables. Every page renders as on the others (the header, footer and navigation read
// other tables) except a document's own, whose read is a database error: the real failure the error page
// (500) is tested with, in tests/e2e/statusScreens.failing.spec.ts. Started by Playwright's webServer list
// (playwright.config.ts) once per market with an env of `e2eFailingEnvs` (./env.mjs), from the repository root
// and with NODE_ENV=production, as the others.
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

const seeded = '.e2e/site.db'
const sqlite3 = '/usr/bin/sqlite3'
const copy = /^file:(.+)$/.exec(process.env.DATABASE_URL ?? '')?.[1]
if (!copy || copy === seeded || !copy.startsWith('./.e2e/failing-')) {
  console.error(
    `failingDatabaseServer.mjs: DATABASE_URL must be file:./.e2e/failing-<market>.db, got ${process.env.DATABASE_URL}`,
  )
  process.exit(1)
}
if (!existsSync(sqlite3)) {
  console.error(`failingDatabaseServer.mjs: Debian's sqlite3 is missing at ${sqlite3} (scripts/test.mjs installs it)`)
  process.exit(1)
}

// SQLite's online backup: a consistent copy even while the other servers write the seeded database.
for (const file of [copy, `${copy}-wal`, `${copy}-shm`]) rmSync(file, { force: true })
execFileSync(sqlite3, [seeded, `.backup ${copy}`])
execFileSync(sqlite3, [copy, 'DROP TABLE documents_locales; DROP TABLE documents;'])

await import('../../../server.mjs')
