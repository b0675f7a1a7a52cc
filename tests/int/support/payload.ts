import { randomBytes } from 'node:crypto'
import { copyFileSync, cpSync, existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import pg from 'pg'
import { inject } from 'vitest'
import { applyMigrations } from '@/lib/cms/migrate'
import { databaseUrl } from './templates'

/**
 * A real Payload on a new database with the committed migrations applied: a SQLite file in a temporary folder,
 * or in the `int-postgres` project a new database on the run's PostgreSQL, or on the PostgreSQL server
 * `postgresUrl` names (Payload creates it there and applies the migrations). On the run's engine it is a copy of
 * a template (support/templates.ts): empty, or with `seeded` the demo content.
 */
export async function startPayload({
  postgresUrl = inject('postgresUrl'),
  seeded = false,
}: {
  postgresUrl?: string
  seeded?: boolean
} = {}): Promise<Payload> {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-int-'))
  const database = postgresUrl ? `site_int_${randomBytes(6).toString('hex')}` : path.join(folder, 'site.db')
  process.env.DATABASE_URL = databaseUrl(database, postgresUrl)
  process.env.MEDIA_DIR = path.join(folder, 'media')
  if (postgresUrl === inject('postgresUrl')) {
    const template = inject('templates')[seeded ? 'demo' : 'empty']
    if (existsSync(template.media)) cpSync(template.media, process.env.MEDIA_DIR, { recursive: true })
    if (postgresUrl) await createDatabaseFrom(postgresUrl, template.database, database)
    // With the log of the last writes, which the template's process left beside the file (SQLite's write-ahead log).
    else for (const suffix of ['', '-wal', '-shm']) copyIfThere(template.database + suffix, database + suffix)
  } else if (seeded) throw new Error("The demo content is on the run's own PostgreSQL only.")
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  await applyMigrations(payload)
  return payload
}

const copyIfThere = (from: string, to: string) => existsSync(from) && copyFileSync(from, to)

/** A new PostgreSQL database as a copy of `template` (PostgreSQL's own copy, far quicker than seeding again). */
async function createDatabaseFrom(postgresUrl: string, template: string, database: string) {
  const client = new pg.Client({ connectionString: `${postgresUrl}/postgres` })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${database}" TEMPLATE "${template}"`)
  } finally {
    await client.end()
  }
}
