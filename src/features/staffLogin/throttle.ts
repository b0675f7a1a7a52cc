import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { rateLimiterStore } from '@/config/rateLimiterStore'

type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Failed logins are counted per address and per account over a window that starts with the first failure. */
const windowSeconds = 15 * 60
/** Failures each key gets without a wait; then every failure doubles the wait, up to its cap. */
const freeFailures = { address: 5, account: 10 }
const maxWaitSeconds = { address: 15 * 60, account: 30 }
/**
 * An address that logged into an account in this time is not slowed by the account's failures. Three
 * weeks: the in-memory store forgets an entry by a timer, and Node's timers hold at most 24.8 days.
 */
const knownAddressSeconds = 21 * 24 * 60 * 60

/** A key of fixed length whatever a request sends, and no e-mail or IP address kept in the store. */
const keyOf = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url')

type Counted = { failures: RateLimiterAbstract; wait: RateLimiterAbstract; free: number; maxWait: number }

/** The wait after a key's n-th failure in the window: none for the free ones, then 1 s doubling up to the cap. */
const waitSeconds = (failures: number, { free, maxWait }: Counted) =>
  failures <= free ? 0 : Math.min(maxWait, 2 ** (failures - free - 1))

async function remainingWaitMs({ wait }: Counted, key: string): Promise<number> {
  const state = await wait.get(key)
  return state && state.consumedPoints > wait.points ? state.msBeforeNext : 0
}

async function countFailure(counted: Counted, key: string): Promise<void> {
  const { consumedPoints } = await counted.failures.penalty(key)
  const seconds = waitSeconds(consumedPoints, counted)
  if (seconds > 0) await counted.wait.block(key, seconds)
}

/**
 * Progressive login throttling, in the site's one limiter store (Redis with `REDIS_URL`, so every instance
 * counts together). Per address: after 5 failures in 15 minutes each further failure doubles the wait
 * before the next try (up to 15 minutes). Per account: after 10 failures from anywhere each doubles a
 * wait capped at 30 seconds, and an address that logged into the account before is exempt, so nobody
 * can lock an account that is used from another address.
 */
export function createLoginThrottle(redis: Redis | null) {
  const store = (name: string, durationSeconds: number) =>
    rateLimiterStore({ name: `staff-login-${name}`, points: 1, durationSeconds, redis })
  const counted = (name: keyof typeof freeFailures): Counted => ({
    failures: store(`${name}-failures`, windowSeconds),
    wait: store(`${name}-wait`, maxWaitSeconds[name]),
    free: freeFailures[name],
    maxWait: maxWaitSeconds[name],
  })
  const byAddress = counted('address')
  const byAccount = counted('account')
  const knownAddresses = store('known-addresses', knownAddressSeconds)

  return {
    async check(address: string, account: string): Promise<ThrottleDecision> {
      const [addressWait, accountWait, known] = await Promise.all([
        remainingWaitMs(byAddress, keyOf(address)),
        remainingWaitMs(byAccount, keyOf(account)),
        knownAddresses.get(keyOf(account, address)),
      ])
      const waitMs = Math.max(addressWait, known ? 0 : accountWait)
      return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { allowed: true }
    },
    async failed(address: string, account: string): Promise<void> {
      await Promise.all([countFailure(byAddress, keyOf(address)), countFailure(byAccount, keyOf(account))])
    },
    async succeeded(address: string, account: string): Promise<void> {
      await Promise.all([
        knownAddresses.set(keyOf(account, address), 1, knownAddressSeconds),
        byAddress.failures.delete(keyOf(address)),
        byAddress.wait.delete(keyOf(address)),
      ])
    },
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>
