import type { PayloadRequest } from 'payload'
import { payloadClient } from './client'

/** What carries one transaction to each write made inside it. */
export type WriteScope = Partial<PayloadRequest>

/** Runs writes in one database transaction: either all of them are kept, or none. */
export async function inTransaction<T>(write: (scope: WriteScope) => Promise<T>): Promise<T> {
  const payload = await payloadClient()
  const transactionID = await payload.db.beginTransaction()
  const scope: WriteScope = transactionID === null ? {} : { transactionID }
  try {
    const result = await write(scope)
    if (transactionID !== null) await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    if (transactionID !== null) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
