import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { startPayload } from './support/payload'

/**
 * A PostgreSQL restart or failover ends the site's idle connections. Without a listener on the pool that was an
 * uncaught exception (which fails this run); now it is one warning, and the next query opens a new connection.
 */
describe.skipIf(!inject('postgresUrl'))('an idle PostgreSQL connection the server ends', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await startPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('is one warning with its code, and the next query works', async () => {
    const warn = vi.spyOn(payload.logger, 'warn')
    // A query leaves its connection idle in the pool.
    await payload.find({ collection: 'redirects', limit: 1 })
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    await admin.end()
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('(57P01)')), { timeout: 5_000 })
    expect((await payload.find({ collection: 'redirects', limit: 1 })).totalDocs).toBe(0)
  })
})
