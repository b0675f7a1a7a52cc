import type { Payload } from 'payload'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { payloadClient } from './client'

/** Each adapter's committed migrations, by the adapter's name (which is also its folder's, see src/config/database.ts). */
const migrationsByAdapter: Record<string, typeof sqliteMigrations | typeof postgresMigrations> = {
  sqlite: sqliteMigrations,
  postgres: postgresMigrations,
}

/** Applies the committed migrations that have not run yet (in-process, so it also works under Vitest and tsx). */
export async function applyMigrations(payload: Payload): Promise<void> {
  const migrations = migrationsByAdapter[payload.db.name]
  if (!migrations) throw new Error(`No committed migrations for the database adapter "${payload.db.name}".`)
  // Payload types migrate() with `args: unknown`; the generated migrations take their precise argument types.
  type MigrationList = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
  await payload.db.migrate({ migrations: migrations as unknown as MigrationList })
}

/** The committed migrations of the configured adapter that the database has not run yet. */
export async function pendingMigrations(payload: Payload): Promise<string[]> {
  const committed = migrationsByAdapter[payload.db.name] ?? []
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
