type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Failed logins counted per address and per account over this window. */
const windowMs = 15 * 60_000
/** Failures each key gets without a wait; then every failure doubles the wait, up to its cap. */
const freeFailures = { address: 5, account: 10 }
const maxWaitMs = { address: 15 * 60_000, account: 30_000 }
/** An address that logged into an account in this time is not slowed by the account's failures. */
const knownAddressMs = 30 * 24 * 60 * 60_000

type Failures = { times: number[] }

/**
 * Progressive login throttling, held in this process's memory. Per address: after 5 failures in 15
 * minutes each further failure doubles the wait before the next try (up to 15 minutes). Per account:
 * after 10 failures from anywhere each doubles a wait capped at 30 seconds, and an address that logged
 * into the account before is exempt, so nobody can lock an account that is used from another address.
 */
export function createLoginThrottle() {
  const byAddress = new Map<string, Failures>()
  const byAccount = new Map<string, Failures>()
  const knownAddresses = new Map<string, number>()
  let lastSweep = 0
  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return
    lastSweep = now
    for (const map of [byAddress, byAccount]) for (const key of map.keys()) recent(map, key, now)
  }

  const recent = (map: Map<string, Failures>, key: string, now: number) => {
    const entry = map.get(key)
    if (!entry) return []
    entry.times = entry.times.filter((time) => now - time < windowMs)
    if (entry.times.length === 0) map.delete(key)
    return entry.times
  }
  const waitUntil = (times: number[], free: number, cap: number) => {
    const over = times.length - free
    const last = times.at(-1)
    if (over <= 0 || last === undefined) return 0
    return last + Math.min(cap, 1000 * 2 ** (over - 1))
  }
  const pairKey = (address: string, account: string) => `${account}\n${address}`

  return {
    check(address: string, account: string, now = Date.now()): ThrottleDecision {
      sweep(now)
      const known = now - (knownAddresses.get(pairKey(address, account)) ?? -Infinity) < knownAddressMs
      const until = Math.max(
        waitUntil(recent(byAddress, address, now), freeFailures.address, maxWaitMs.address),
        known ? 0 : waitUntil(recent(byAccount, account, now), freeFailures.account, maxWaitMs.account),
      )
      return until > now ? { allowed: false, retryAfterSeconds: Math.ceil((until - now) / 1000) } : { allowed: true }
    },
    failed(address: string, account: string, now = Date.now()) {
      for (const [map, key] of [
        [byAddress, address],
        [byAccount, account],
      ] as const) {
        const entry = map.get(key) ?? { times: [] }
        entry.times.push(now)
        map.set(key, entry)
      }
    },
    succeeded(address: string, account: string, now = Date.now()) {
      knownAddresses.set(pairKey(address, account), now)
      byAddress.delete(address)
    },
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>
