import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

/** The engines `DATABASE_URL` can name. Each is also the name of its Payload adapter and of its migrations folder. */
type DatabaseEngine = 'sqlite' | 'postgres'

/** `file:` is a SQLite file; `postgres://` or `postgresql://` a PostgreSQL database. */
export function databaseEngine(databaseUrl: string): DatabaseEngine {
  if (databaseUrl.startsWith('file:')) return 'sqlite'
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return 'postgres'
  // Only the scheme: the rest of the address may hold a password.
  const scheme = databaseUrl.split(':')[0]
  throw new Error(`DATABASE_URL must start with file: (SQLite) or postgres:// (PostgreSQL), not "${scheme}:".`)
}

/**
 * The Payload adapter for `databaseUrl`, with the committed migrations of its engine
 * (`<migrationsFolder>/sqlite` or `<migrationsFolder>/postgres`).
 */
export function databaseAdapter(databaseUrl: string, migrationsFolder: string): DatabaseAdapterObj {
  const engine = databaseEngine(databaseUrl)
  const migrationDir = path.join(migrationsFolder, engine)
  // The schema changes only through committed migrations, in development as in production.
  const push = false
  if (engine === 'postgres') {
    return postgresAdapter({ pool: { connectionString: databaseUrl }, migrationDir, push })
  }
  return sqliteAdapter({
    client: { url: databaseUrl },
    // Several server processes may share one file (one per market on a machine): readers never wait for
    // a writer (WAL), and a writer waits for another instead of failing at once.
    wal: true,
    busyTimeout: 5000,
    migrationDir,
    push,
  })
}
