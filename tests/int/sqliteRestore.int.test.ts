import { copyFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, inject, it } from 'vitest'
import { startPayload } from './support/payload'
import { expectBackupRestored, runIn } from './support/restore'

/**
 * docs/deploy.md's backup and restore of the default setup, command for command: SQLite's online backup and an
 * archive of MEDIA_DIR taken while the site writes, put back after later changes. (The `int-postgres` project
 * skips it; tests/int/postgresRestore.int.test.ts is PostgreSQL's.)
 */
describe.skipIf(Boolean(inject('postgresUrl')))('backup and restore on SQLite with the media folder', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await startPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('brings back the database and the uploads as they were at the backup', async () => {
    const database = (process.env.DATABASE_URL ?? '').replace(/^file:/, '')
    const folder = path.dirname(database)
    const run = runIn(folder)
    await expectBackupRestored(payload, folder, {
      backup: () => {
        run('sqlite3', [database, ".backup 'backup/site.db'"])
        run('tar', ['-czf', 'backup/media.tar.gz', 'media'])
      },
      restore: () => {
        for (const file of ['', '-wal', '-shm']) rmSync(`${database}${file}`, { force: true })
        copyFileSync(path.join(folder, 'backup', 'site.db'), database)
      },
    })
  })
})
