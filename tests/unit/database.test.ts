import { describe, expect, it } from 'vitest'
import { databaseAdapter, databaseEngine } from '@/config/database'

describe('DATABASE_URL picks the database', () => {
  it('runs SQLite for a file: address and PostgreSQL for postgres:// and postgresql://', () => {
    expect(databaseEngine('file:./data/site.db')).toBe('sqlite')
    expect(databaseEngine('postgres://site:secret@db.internal:5432/site')).toBe('postgres')
    expect(databaseEngine('postgresql://site:secret@db.internal/site')).toBe('postgres')
  })

  it('stops on any other address with a message naming DATABASE_URL and not the password', () => {
    const start = () => databaseEngine('mysql://site:secret@db.internal/site')
    expect(start).toThrow(/DATABASE_URL must start with file: \(SQLite\) or postgres:\/\/ \(PostgreSQL\), not "mysql:"/)
    expect(start).not.toThrow(/secret/)
  })

  it('builds the Payload adapter of that engine', async () => {
    expect((await databaseAdapter('file:./data/site.db', '/app/src/migrations')).name).toBe('sqlite')
    expect((await databaseAdapter('postgres://localhost/site', '/app/src/migrations')).name).toBe('postgres')
    // Each adapter loads its own drizzle-kit: seconds apiece on a busy machine.
  }, 60_000)
})
