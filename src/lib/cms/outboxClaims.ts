import { and, eq, lt, lte, or, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

/**
 * The outbox's claims as single conditional UPDATEs, which Payload's local API cannot write (its updates read
 * first, then write). On PostgreSQL a second UPDATE of the same row waits for the first and then checks its
 * condition again, so of two processes claiming one mail, exactly one changes the row; SQLite writes one at a
 * time. The drizzle operators build plain SQL, the same for both adapters.
 */
type OutboxColumn = 'id' | 'status' | 'nextAttemptAt' | 'claimedUntil' | 'claimToken'
type UpdateBuilder = {
  set: (values: Record<string, unknown>) => {
    where: (condition: SQL | undefined) => { returning: (columns: { id: unknown }) => Promise<{ id: number }[]> }
  }
}
type OutboxDatabase = {
  drizzle: { update: (table: unknown) => UpdateBuilder }
  tables: Record<string, Record<OutboxColumn, Parameters<typeof eq>[0]>>
}

/** The columns a claim or an outcome changes, by their field names. */
export type OutboxRowChange = {
  status?: 'pending' | 'sending' | 'sent' | 'unconfirmed' | 'failed'
  attempts?: number
  sentAt?: string
  lastError?: string | null
  nextAttemptAt?: string
  claimToken?: string | null
  claimedUntil?: string | null
}

async function updateOutboxRow(
  payload: Payload,
  condition: (table: OutboxDatabase['tables'][string]) => SQL | undefined,
  change: OutboxRowChange,
): Promise<boolean> {
  const database = payload.db as unknown as OutboxDatabase
  const table = database.tables.mail_outbox
  if (!table) throw new Error('The database has no mail_outbox table.')
  const changed = await database.drizzle
    .update(table)
    .set({ ...change, updatedAt: new Date().toISOString() })
    .where(condition(table))
    .returning({ id: table.id })
  return changed.length === 1
}

/** Claims a mail if it is still due at `moment` (pending, or its sender's claim ran out); true when this call got it. */
export function claimOutboxRow(
  payload: Payload,
  id: number,
  moment: string,
  claim: { token: string; claimedUntil: string },
): Promise<boolean> {
  return updateOutboxRow(
    payload,
    (table) =>
      and(
        eq(table.id, id),
        or(
          and(eq(table.status, 'pending'), lte(table.nextAttemptAt, moment)),
          and(eq(table.status, 'sending'), lt(table.claimedUntil, moment)),
        ),
      ),
    { status: 'sending', claimToken: claim.token, claimedUntil: claim.claimedUntil },
  )
}

/** Changes a claimed mail only while the claim with this token holds it; true when the row was changed. */
export function updateClaimedOutboxRow(
  payload: Payload,
  id: number,
  token: string,
  change: OutboxRowChange,
): Promise<boolean> {
  return updateOutboxRow(
    payload,
    (table) => and(eq(table.id, id), eq(table.status, 'sending'), eq(table.claimToken, token)),
    change,
  )
}
