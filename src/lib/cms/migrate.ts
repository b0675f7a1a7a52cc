import type { Payload } from 'payload'
import type { migrations as postgresMigrations } from '@/migrations/postgres'
import type { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { payloadClient } from './client'

type Migrations = typeof sqliteMigrations | typeof postgresMigrations

/**
 * Each adapter's committed migrations, by the adapter's name (which is also its folder's, see
 * src/config/database.ts). Imported on demand: each engine's migrations import that engine's adapter, and
 * loading the other one costs every start (and every integration test file) seconds.
 */
const migrationsByAdapter: Record<string, () => Promise<Migrations>> = {
  sqlite: async () => (await import('@/migrations/sqlite')).migrations,
  postgres: async () => (await import('@/migrations/postgres')).migrations,
}

async function committedMigrations(payload: Payload): Promise<Migrations> {
  const load = migrationsByAdapter[payload.db.name]
  if (!load) throw new Error(`No committed migrations for the database adapter "${payload.db.name}".`)
  return load()
}

/** Applies the committed migrations that have not run yet (in-process, so it also works under Vitest and tsx). */
export async function applyMigrations(payload: Payload): Promise<void> {
  const migrations = await committedMigrations(payload)
  // Payload types migrate() with `args: unknown`; the generated migrations take their precise argument types.
  type MigrationList = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
  await payload.db.migrate({ migrations: migrations as unknown as MigrationList })
}

/** The committed migrations of the configured adapter that the database has not run yet. */
export async function pendingMigrations(payload: Payload): Promise<string[]> {
  const committed = await committedMigrations(payload)
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const applied = new Set(docs.map((doc) => doc.name))
  return committed.map((migration) => migration.name).filter((name) => !applied.has(name))
}

/** Applies the configured database's pending migrations (MIGRATE_AT_START). */
export async function migrateCmsDatabase(): Promise<void> {
  await applyMigrations(await payloadClient())
}
