import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { s3ClientConfig } from '@/config/fileStorage'
import { errorKind } from '@/config/logging'
import { sharedRedis } from '@/config/redis'
import { type S3Settings, settings } from '@/config/settings'
import { payloadClient } from './client'
import { pendingMigrations } from './migrate'

/** How long the database (or Redis, or the bucket) may take to answer before this instance counts as not ready. */
const answerWithinMs = 3_000

type Checks = { database: string; migrations: string; redis?: string; bucket?: string }
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

let bucketClient: S3Client | undefined

/** With S3_BUCKET: whether the bucket answers, with these credentials (a HEAD of the bucket). */
async function bucketCheck(s3: S3Settings | null): Promise<Pick<Checks, 'bucket'>> {
  if (!s3) return {}
  bucketClient ??= new S3Client(s3ClientConfig(s3))
  try {
    await withinTime(bucketClient.send(new HeadBucketCommand({ Bucket: s3.bucket })))
    return { bucket: 'ok' }
  } catch (error) {
    return { bucket: `unreachable (${errorKind(error)})` }
  }
}

/**
 * Whether this instance can serve: the database answers, every committed migration has run on it, and Redis
 * and the uploads' bucket answer when they are configured.
 */
export async function checkReadiness(): Promise<Readiness> {
  const [database, redis, bucket] = await Promise.all([databaseChecks(), redisCheck(), bucketCheck(settings().s3)])
  const checks = { ...database, ...redis, ...bucket }
  return { ready: Object.values(checks).every((check) => check === 'ok'), checks }
}
