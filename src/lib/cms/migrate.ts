import type { Payload } from 'payload'
import { migrations } from '@/migrations'

/** Applies the committed migrations that have not run yet (in-process, so it also works under Vitest and tsx). */
export async function applyMigrations(payload: Payload): Promise<void> {
  // Payload types migrate() with `args: unknown`; the generated migrations take their precise argument types.
  type MigrationList = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
  await payload.db.migrate({ migrations: migrations as unknown as MigrationList })
}
