import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import { inject } from 'vitest'
import { applyMigrations } from '@/lib/cms/migrate'

/**
 * A real Payload on a new, empty database with the committed migrations applied: a SQLite file in a temporary
 * folder, or in the `int-postgres` project a new database on the run's PostgreSQL (Payload creates it), or on
 * the PostgreSQL server `postgresUrl` names.
 */
export async function startPayload(postgresUrl = inject('postgresUrl')): Promise<Payload> {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-int-'))
  process.env.DATABASE_URL = postgresUrl
    ? `${postgresUrl}/site_int_${randomBytes(6).toString('hex')}`
    : `file:${path.join(folder, 'site.db')}`
  process.env.MEDIA_DIR = path.join(folder, 'media')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  await applyMigrations(payload)
  return payload
}

/**
 * How long a test file may take to write the whole demo content (four languages, several hundred writes):
 * more than the default hook time when the machine is busy.
 */
export const demoSeedTimeout = 300_000
