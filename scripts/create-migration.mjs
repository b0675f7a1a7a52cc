// `npm run db:migration:create -- name`: writes the migration of a schema change once per database engine
// (src/migrations/sqlite and src/migrations/postgres, where src/config/database.ts looks for them), then
// applies each engine's set to a new, empty database of that engine, so a migration that does not apply
// fails here and not on a server.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startPostgres } from '../tests/support/servers/postgres.mjs'
import { run } from './lib/run.mjs'

const name = process.argv[2]
if (!name) {
  console.error('Name the migration: npm run db:migration:create -- <name>')
  process.exit(1)
}

/** @param {string} engine */
const migrationCount = (engine) =>
  readdirSync(path.join('src', 'migrations', engine)).filter((file) => file.endsWith('.json')).length

const sqliteFolder = mkdtempSync(path.join(tmpdir(), 'migration-sqlite-'))
const postgres = await startPostgres()
const engines = [
  { engine: 'sqlite', databaseUrl: `file:${path.join(sqliteFolder, 'site.db')}` },
  { engine: 'postgres', databaseUrl: `${postgres.url}/migration_check` },
]
const written = []
try {
  for (const { engine, databaseUrl } of engines) {
    const before = migrationCount(engine)
    // Without a schema change Payload asks whether to write an empty migration (for a data migration).
    await run('payload', ['migrate:create', name], { DATABASE_URL: databaseUrl })
    if (migrationCount(engine) > before) written.push(engine)
    await run('payload', ['migrate'], { DATABASE_URL: databaseUrl })
  }
} finally {
  await postgres.stop()
  rmSync(sqliteFolder, { recursive: true, force: true })
}
// Both sets describe one schema: a change that only one engine sees means they have drifted apart.
if (written.length === 1) {
  console.error(`Only ${written[0]} got a migration: the two sets have drifted apart; delete it and compare them.`)
  process.exit(1)
}
if (written.length === 0) console.log('No migration written: no schema change.')
