import { createHmac, randomInt } from 'node:crypto'
import { type Challenge, createChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { CappedMap } from 'altcha-lib/frameworks/nextjs'
import { verify } from 'altcha-lib/frameworks/shared'
import { type BotCheck, failed } from './types'

/** About half a second of work for a browser; a bot sending thousands of messages pays for each one. */
const work = { algorithm: 'PBKDF2/SHA-256', cost: 1_000, counterFrom: 500, counterTo: 1_500 } as const
const challengeLifetimeMs = 10 * 60_000

export type AltchaBotCheck = BotCheck & { createChallenge: () => Promise<Challenge> }

/** ALTCHA: a self-hosted proof of work. No third party is involved; the browser solves, the server checks. */
export function altchaBotCheck(secret: string): AltchaBotCheck {
  const keySecret = createHmac('sha256', secret).update('altcha-key').digest('hex')
  // Each solved challenge is accepted once (per process), so a solution cannot be replayed.
  const usedChallenges = new CappedMap<string, boolean>({ maxSize: 10_000 })
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
