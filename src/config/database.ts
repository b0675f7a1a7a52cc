import path from 'node:path'
import type { DatabaseAdapterObj, Payload } from 'payload'

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
export async function databaseAdapter(databaseUrl: string, migrationsFolder: string): Promise<DatabaseAdapterObj> {
  const engine = databaseEngine(databaseUrl)
  const migrationDir = path.join(migrationsFolder, engine)
  // The schema changes only through committed migrations, in development as in production.
  const push = false
  // Only the engine in use is loaded: each adapter takes seconds to load (it brings its own drizzle-kit).
  if (engine === 'postgres') {
    const [{ postgresAdapter }, { index: postgresIndex }] = await Promise.all([
      import('@payloadcms/db-postgres'),
      import('@payloadcms/db-postgres/drizzle/pg-core'),
    ])
    return postgresAdapter({
      pool: { connectionString: databaseUrl },
      migrationDir,
      push,
      afterSchemaInit: [indexLocalesByDocument(postgresIndex)],
    })
  }
  const [{ sqliteAdapter }, { index: sqliteIndex }] = await Promise.all([
    import('@payloadcms/db-sqlite'),
    import('@payloadcms/db-sqlite/drizzle/sqlite-core'),
  ])
  return sqliteAdapter({
    client: { url: databaseUrl },
    // Several server processes may share one file (one per market on a machine): readers never wait for
    // a writer (WAL), and a writer waits for another instead of failing at once.
    wal: true,
    busyTimeout: 5000,
    migrationDir,
    push,
    afterSchemaInit: [indexLocalesByDocument(sqliteIndex)],
  })
}

type IndexBuilder = (name: string) => { on: (column: never) => unknown }
type Schema = { tables: Record<string, object> }
type SchemaHookArgs<S extends Schema> = {
  schema: S
  extendTable: (args: { table: never; extraConfig: (table: Record<string, unknown>) => object }) => void
}

/**
 * Payload indexes a localized collection's `<table>_locales` rows by language and document together, which a
 * read of a document in every language (`locale: 'all'`: the sitemap's addresses, the search index) cannot use:
 * each document scanned the whole table (a sitemap file of 500 of 20,000 news items: 22 s, with this index 0.24 s).
 * This adds an index by document alone to each locales table, through the adapter's documented schema hook.
 */
function indexLocalesByDocument(index: IndexBuilder) {
  return <S extends Schema>({ schema, extendTable }: SchemaHookArgs<S>): S => {
    for (const [name, table] of Object.entries(schema.tables)) {
      if (!name.endsWith('_locales')) continue
      const indexName = `${name}_parent_id_idx`
      extendTable({
        table: table as never,
        extraConfig: (columns) => ({ [indexName]: index(indexName).on(columns._parentID as never) }),
      })
    }
    return schema
  }
}

/**
 * An idle PostgreSQL connection the server ended (a restart, a failover) becomes one warning; the pool opens a
 * new connection when one is needed. Without a listener node-postgres's pool raises it as an uncaught exception,
 * logged with the whole client object. Runs once Payload has connected (`onInit`); SQLite has no pool.
 */
export function reportLostDatabaseConnections(payload: Payload): void {
  type PoolError = { code?: string }
  const pool = (payload.db as { pool?: { on(event: 'error', listener: (error: PoolError) => void): void } }).pool
  // The error's code only (e.g. 57P01, ECONNRESET), as every log line of the site names a kind, not a message.
  pool?.on('error', (error) => {
    payload.logger.warn(`A database connection was closed (${error.code ?? 'no code'}); the next query opens another`)
  })
}
