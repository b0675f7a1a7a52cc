import type { Payload } from 'payload'

type Drizzle = {
  insert: (table: unknown) => {
    values: (rows: object[]) => Promise<unknown> & { returning: (fields: object) => Promise<{ id: number }[]> }
  }
}

/** Rows a single statement inserts (SQLite and PostgreSQL bound the parameters of one statement). */
const rowsPerStatement = 250

/**
 * Inserts rows into one of the database's tables (`news`, `news_locales`, `search_entries`…) through the
 * adapter's Drizzle instance (Payload's documented direct access, the same on SQLite and PostgreSQL), a few
 * hundred rows a statement, and returns their ids in order. No hooks, validation or versions: for bulk writes
 * the Local API would take minutes over (it writes and reads back each row on its own).
 */
export async function insertRows(payload: Payload, tableName: string, rows: object[]): Promise<number[]> {
  const { drizzle, tables } = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, { id: unknown }> }
  const table = tables[tableName]
  if (!table) throw new Error(`The database has no table ${tableName}.`)
  const ids: number[] = []
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const inserted = await drizzle
      .insert(table)
      .values(rows.slice(start, start + rowsPerStatement))
      .returning({ id: table.id as object })
    ids.push(...inserted.map(({ id }) => id))
  }
  return ids
}
