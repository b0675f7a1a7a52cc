import { sharedRedis } from '@/config/redis'
import { errorKind } from '@/lib/log/errorKind'
import { payloadClient } from './client'
import { pendingMigrations } from './migrate'

/** How long the database (or Redis) may take to answer before this instance counts as not ready. */
const answerWithinMs = 3_000

type Checks = { database: string; migrations: string; redis?: string }
export type Readiness = { ready: boolean; checks: Checks }

function withinTime<T>(answer: Promise<T>): Promise<T> {
  return Promise.race([
    answer,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in time')), answerWithinMs).unref()),
  ])
}

async function databaseChecks(): Promise<Pick<Checks, 'database' | 'migrations'>> {
  try {
    const pending = await withinTime(payloadClient().then(pendingMigrations))
    return { database: 'ok', migrations: pending.length === 0 ? 'ok' : `${pending.length} not applied` }
  } catch (error) {
    return { database: `unreachable (${errorKind(error)})`, migrations: 'unknown' }
  }
}

/** With REDIS_URL: whether Redis answers a PING. Without it there is nothing to check. */
async function redisCheck(): Promise<Pick<Checks, 'redis'>> {
  const redis = sharedRedis()
  if (!redis) return {}
  try {
    await withinTime(redis.ping())
    return { redis: 'ok' }
  } catch (error) {
    return { redis: `unreachable (${errorKind(error)})` }
  }
}

/**
 * Whether this instance can serve: the database answers, every committed migration has run on it, and Redis
 * answers when it is configured.
 */
export async function checkReadiness(): Promise<Readiness> {
  const [database, redis] = await Promise.all([databaseChecks(), redisCheck()])
  const checks = { ...database, ...redis }
  return { ready: Object.values(checks).every((check) => check === 'ok'), checks }
}
