import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import { rateLimiterStore } from '@/config/rateLimiterStore'

type Refusal = { allowed: false; retryAfterSeconds: number }
/** A login that may go ahead, after holding its answer for `delayMs` (the account's failures, see below). */
type LoginAttempt = { allowed: true; delayMs: number }

/** Failed logins are counted per address and per account over a window that starts with the first failure. */
const windowSeconds = 15 * 60
/** Attempts an address gets without a wait; then each one doubles the wait before the next, up to 15 minutes. */
const freeAddressAttempts = 5
const maxAddressWaitSeconds = 15 * 60
/**
 * How long an attempt in progress holds its address's permit: the wait starts when the attempt has failed (a
 * password check takes its time), and the permit of an attempt whose process died frees itself after this.
 */
const attemptLeaseSeconds = 60
/** Failures an account takes before logins to it from addresses it does not know are held, 1 s doubling to 10 s. */
const freeAccountFailures = 10
const maxAccountDelayMs = 10_000
/**
 * An address that logged into an account in this time is not held for the account's failures. Three
 * weeks: the in-memory store forgets an entry by a timer, and Node's timers hold at most 24.8 days.
 */
const knownAddressSeconds = 21 * 24 * 60 * 60
/**
 * Wrong current passwords on one's own account screen (changing one's password or e-mail address): only a
 * holder of the account's session can try them, so they are counted per account and then refused outright.
 */
const currentPasswordGuesses = { points: 5, seconds: 15 * 60 }
/** Reset mails: per address a limit that refuses; per account one that quietly sends no more mail. */
const resetRequests = { address: { points: 5, seconds: 15 * 60 }, account: { points: 3, seconds: 60 * 60 } }

/** A key of fixed length whatever a request sends, and no e-mail or IP address kept in the store. */
const keyOf = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url')

/** The wait an address owes after its n-th attempt in the window: none for the free ones, then 1 s doubling. */
const addressWaitSeconds = (attempts: number) =>
  attempts <= freeAddressAttempts ? 0 : Math.min(maxAddressWaitSeconds, 2 ** (attempts - freeAddressAttempts - 1))

const accountDelayMs = (failures: number) =>
  failures <= freeAccountFailures ? 0 : Math.min(maxAccountDelayMs, 1000 * 2 ** (failures - freeAccountFailures - 1))

/** A limiter's refusal as the seconds to wait; a store error is thrown on. */
function refusal(rejection: unknown): Refusal {
  if (!(rejection instanceof RateLimiterRes)) throw rejection
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
}

/**
 * Progressive login throttling, in the site's one limiter store (Redis with `REDIS_URL`, so every instance
 * counts together). Each attempt is counted as a failure when it starts (atomically, so a parallel burst is
 * counted whole) and forgiven when it succeeds. Per address: 5 attempts in 15 minutes, then each attempt
 * takes the address's one permit while it runs, and a failure holds the next one off for a doubling wait (up
 * to 15 minutes).
 * Per account: after 10 failures from anywhere, logins from addresses the account does not know are held
 * (1 s doubling to 10 s) but never refused, so nobody can keep the owner out. Reset requests are counted
 * apart and never as failed logins. Current passwords typed on the account screen: 5 wrong ones per account in
 * 15 minutes, then refused until the window ends, without checking the password.
 */
export function createLoginThrottle(redis: Redis | null) {
  const store = (name: string, durationSeconds: number, points = 1): RateLimiterAbstract =>
    rateLimiterStore({ name: `staff-login-${name}`, points, durationSeconds, redis })
  const addressAttempts = store('address-failures', windowSeconds)
  const addressPermit = store('address-wait', maxAddressWaitSeconds)
  const accountFailures = store('account-failures', windowSeconds)
  const knownAddresses = store('known-addresses', knownAddressSeconds)
  const resetsByAddress = store('reset-address', resetRequests.address.seconds, resetRequests.address.points)
  const resetsByAccount = store('reset-account', resetRequests.account.seconds, resetRequests.account.points)
  const currentPasswords = store('current-password', currentPasswordGuesses.seconds, currentPasswordGuesses.points)

  return {
    async begin(address: string, account: string): Promise<LoginAttempt | Refusal> {
      const addressKey = keyOf(address)
      const { consumedPoints } = await addressAttempts.penalty(addressKey)
      if (consumedPoints > freeAddressAttempts) {
        try {
          await addressPermit.consume(addressKey, 1, { customDuration: attemptLeaseSeconds })
        } catch (rejection) {
          // A refused request is no attempt.
          await addressAttempts.reward(addressKey)
          return refusal(rejection)
        }
      }
      const [failures, known] = await Promise.all([
        accountFailures.get(keyOf(account)),
        knownAddresses.get(keyOf(account, address)),
      ])
      return { allowed: true, delayMs: known ? 0 : accountDelayMs(failures?.consumedPoints ?? 0) }
    },
    async failed(address: string, account: string): Promise<void> {
      const addressKey = keyOf(address)
      const [attempts] = await Promise.all([addressAttempts.get(addressKey), accountFailures.penalty(keyOf(account))])
      const waitSeconds = addressWaitSeconds(attempts?.consumedPoints ?? 0)
      // From now on: the address's next attempt waits this long after this one failed.
      if (waitSeconds > 0) await addressPermit.block(addressKey, waitSeconds)
    },
    async succeeded(address: string, account: string): Promise<void> {
      await Promise.all([
        knownAddresses.set(keyOf(account, address), 1, knownAddressSeconds),
        addressAttempts.delete(keyOf(address)),
        addressPermit.delete(keyOf(address)),
      ])
    },
    /**
     * A current password about to be checked for the account (its id): counted before the check (atomically,
     * so a parallel burst is counted whole), refused past the limit.
     */
    async currentPasswordAttempt(account: string): Promise<Refusal | { allowed: true }> {
      try {
        await currentPasswords.consume(keyOf(account))
        return { allowed: true }
      } catch (rejection) {
        return refusal(rejection)
      }
    },
    /** The right current password: the account's wrong guesses are forgiven, as a login forgives its address's. */
    async currentPasswordMatched(account: string): Promise<void> {
      await currentPasswords.delete(keyOf(account))
    },
    /** A reset request: refused when the address asked too often; `mail: false` when the account had its mails. */
    async resetRequested(address: string, account: string): Promise<Refusal | { allowed: true; mail: boolean }> {
      try {
        await resetsByAddress.consume(keyOf(address))
      } catch (rejection) {
        return refusal(rejection)
      }
      const mail = await resetsByAccount.consume(keyOf(account)).then(
        () => true,
        (rejection: unknown) => {
          refusal(rejection)
          return false
        },
      )
      return { allowed: true, mail }
    },
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>
