import { errorKind } from '@/lib/log/errorKind'
import { payloadClient } from './client'
import { pendingMigrations } from './migrate'

/** How long the database may take to answer before this instance counts as not ready. */
const answerWithinMs = 3_000

export type Readiness = { ready: boolean; checks: { database: string; migrations: string } }

/** Whether this instance can serve: the database answers, and every committed migration has run on it. */
export async function checkReadiness(): Promise<Readiness> {
  try {
    const pending = await Promise.race([
      payloadClient().then(pendingMigrations),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no answer in time')), answerWithinMs).unref(),
      ),
    ])
    return {
      ready: pending.length === 0,
      checks: { database: 'ok', migrations: pending.length === 0 ? 'ok' : `${pending.length} not applied` },
    }
  } catch (error) {
    return { ready: false, checks: { database: `unreachable (${errorKind(error)})`, migrations: 'unknown' } }
  }
}
