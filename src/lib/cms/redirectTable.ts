import { setTimeout as delay } from 'node:timers/promises'
import { redirectsChangedAt } from '@/config/redirectChanges'
import { settings } from '@/config/settings'
import { payloadClient } from './client'

export type RedirectTarget = { to: string; status: 301 | 302 | 307 | 308 }

/** How often a request asks whether an editor changed the redirects (a Redis read with REDIS_URL). */
const checkEveryMs = 250
/** How long that request waits for the answer before it goes on with the table there is (Redis or the database slow). */
const checkWaitMs = 50
/**
 * The hooks signal a change inside the save's transaction, before it is committed: a table read within this
 * margin after the signal may miss the change, so it is read again (as the page cache does, next-cache-handler.mjs).
 */
const commitMarginMs = 2_000
/**
 * A table this old is read again though no change was signalled: processes that share a database without
 * Redis (one per market on a machine) learn of each other's edits this way.
 */
const readAgainAfterMs = 5_000

let table: Map<string, RedirectTarget> | undefined
let readAt = 0
let checkedAt = 0
let pending: Promise<void> | undefined

async function read() {
  const startedAt = Date.now()
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'redirects', limit: 0, depth: 0, pagination: false })
  // Only the redirects of the market this server shows (none chosen: every market).
  const { market } = settings()
  table = new Map(
    docs
      .filter((doc) => !doc.markets?.length || doc.markets.includes(market))
      .map((doc) => [doc.from, { to: doc.to, status: Number(doc.statusCode) as RedirectTarget['status'] }]),
  )
  readAt = startedAt
}

async function check() {
  checkedAt = Date.now()
  const changedAt = await redirectsChangedAt()
  if (changedAt + commitMarginMs > readAt || checkedAt - readAt > readAgainAfterMs) await read()
}

/**
 * One read or check at a time. Before the first table every request waits for the same read; later, only the
 * request that starts a check waits for it (at most `checkWaitMs`), as `checkedAt` is set when it starts.
 */
function once(task: () => Promise<void>): Promise<void> {
  pending ??= task().finally(() => {
    pending = undefined
  })
  return pending
}

/**
 * Where an old public path leads, if an editor has set a redirect for it. Requests read an in-memory table,
 * which is read again once an editor changed the redirects on any instance (seen within `checkEveryMs`). A
 * slow or failed check (the database or Redis unreachable) keeps the table there is.
 */
export async function lookupRedirect(path: string): Promise<RedirectTarget | undefined> {
  if (!table) await once(read)
  else if (Date.now() - checkedAt >= checkEveryMs) {
    await Promise.race([once(check).catch(() => undefined), delay(checkWaitMs)])
  }
  return table?.get(path)
}
