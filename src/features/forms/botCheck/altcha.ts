import { createHmac, randomInt } from 'node:crypto'
import { type Challenge, createChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { CappedMap } from 'altcha-lib/frameworks/nextjs'
import { verify } from 'altcha-lib/frameworks/shared'
import type { Redis } from 'ioredis'
import { type BotCheck, failed } from './types'

/** About half a second of work for a browser; a bot sending thousands of messages pays for each one. */
const work = { algorithm: 'PBKDF2/SHA-256', cost: 1_000, counterFrom: 500, counterTo: 1_500 } as const
const challengeLifetimeMs = 10 * 60_000

export type AltchaBotCheck = BotCheck & { createChallenge: () => Promise<Challenge> }

type UsedChallenges = NonNullable<Parameters<typeof verify>[4]>

/**
 * The challenges already solved, each accepted once: in Redis, shared by every instance and kept as long as a
 * challenge lives (one atomic SET NX per solution, so two instances cannot both accept it); without Redis in
 * this process's memory. While Redis does not answer, this process's memory keeps what it accepts (as the rate
 * limit counts in memory then): forms keep working, and a solution is still accepted once by each instance.
 */
function usedChallengeStore(redis: Redis | null): UsedChallenges {
  const inMemory = new CappedMap<string, boolean>({ maxSize: 10_000 })
  if (!redis) return inMemory
  const key = (challengeId: string) => `altcha:used:${challengeId}`
  const orInMemory = async <T>(shared: () => Promise<T>, local: () => T): Promise<T> => {
    try {
      return await shared()
    } catch {
      return local()
    }
  }
  return {
    get: (challengeId: string) =>
      orInMemory(
        async () => (await redis.exists(key(challengeId))) === 1,
        () => inMemory.has(challengeId),
      ),
    set: (challengeId: string) =>
      orInMemory(
        async () => {
          await redis.set(key(challengeId), '1', 'PX', challengeLifetimeMs)
        },
        () => {
          inMemory.set(challengeId, true)
        },
      ),
    setIfAbsent: (challengeId: string) =>
      orInMemory(
        async () => (await redis.set(key(challengeId), '1', 'PX', challengeLifetimeMs, 'NX')) === 'OK',
        () => inMemory.setIfAbsent(challengeId, true),
      ),
  }
}

/** ALTCHA: a self-hosted proof of work. No third party is involved; the browser solves, the server checks. */
export function altchaBotCheck(secret: string, redis: Redis | null = null): AltchaBotCheck {
  const keySecret = createHmac('sha256', secret).update('altcha-key').digest('hex')
  const usedChallenges = usedChallengeStore(redis)
  return {
    kind: 'altcha',
    createChallenge: () =>
      createChallenge({
        algorithm: work.algorithm,
        cost: work.cost,
        counter: randomInt(work.counterFrom, work.counterTo),
        deriveKey,
        expiresAt: new Date(Date.now() + challengeLifetimeMs),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      }),
    async verify(token) {
      if (!token) return failed('missing token')
      const result = await verify(token, deriveKey, secret, keySecret, usedChallenges)
      return result.error ? failed(result.error) : { passed: true }
    },
  }
}
