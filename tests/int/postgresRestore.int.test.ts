import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, inject, it } from 'vitest'
import { startDebianPostgres } from '../support/servers/debianPostgres.mjs'
import { startPayload } from './support/payload'
import { closeDatabase, expectBackupRestored, runIn } from './support/restore'

/**
 * docs/deploy.md's backup and restore on PostgreSQL, command for command: `pg_dump` and an archive of MEDIA_DIR
 * taken while the site writes, `pg_restore` into an empty database after later changes. On Debian's PostgreSQL,
 * whose `pg_dump` this machine has (the embedded server of the other tests is newer than it accepts); run once,
 * in the `int` project.
 */
describe.skipIf(Boolean(inject('postgresUrl')))('backup and restore on PostgreSQL with the media folder', () => {
  let server: Awaited<ReturnType<typeof startDebianPostgres>>
  let payload: Payload

  beforeAll(async () => {
    server = await startDebianPostgres()
    payload = await startPayload({ postgresUrl: server.url })
  })

  afterAll(async () => {
    if (payload) await closeDatabase(payload)
    await server?.stop()
  })

  it('brings back the database and the uploads as they were at the backup', async () => {
    const databaseUrl = process.env.DATABASE_URL ?? ''
    const database = new URL(databaseUrl).pathname.slice(1)
    const folder = path.dirname(process.env.MEDIA_DIR ?? '')
    const run = runIn(folder)
    await expectBackupRestored(payload, folder, {
      backup: () => {
        run('pg_dump', ['--format=custom', '--file=backup/site.dump', databaseUrl])
        run('tar', ['-czf', 'backup/media.tar.gz', 'media'])
      },
      restore: () => {
        // An empty database of the same name, as a new server or a dropped one would have.
        run('dropdb', ['--maintenance-db', `${server.url}/postgres`, database])
        run('createdb', ['--maintenance-db', `${server.url}/postgres`, database])
        run('pg_restore', ['--no-owner', `--dbname=${databaseUrl}`, 'backup/site.dump'])
      },
    })
  })
})
