import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLoginThrottle, type LoginThrottle } from '@/features/staffLogin/throttle'

const attacker = '198.51.100.66'
const owner = '203.0.113.10'
const account = 'editor@demomedika.example'

// The store without Redis (this process's memory), on a fake clock: its counts expire by timers.
beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

/** One login as the guard makes it: begun, then settled as it went; the throttle's answer. */
async function login(throttle: LoginThrottle, address: string, email: string, succeeds = false) {
  const attempt = await throttle.begin(address, email)
  if (attempt.allowed) {
    if (succeeds) await throttle.succeeded(address, email)
    else await throttle.failed(address, email)
  }
  return attempt
}

const failFrom = async (throttle: LoginThrottle, addresses: number) => {
  for (let attempt = 0; attempt < addresses; attempt += 1) await login(throttle, `198.51.100.${attempt}`, account)
}

describe('the login throttle', () => {
  it('lets an address try five times, then doubles its wait with each attempt', async () => {
    const throttle = createLoginThrottle(null)
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login(throttle, attacker, `guess${attempt}@x.example`)).allowed).toBe(true)
    }
    expect(await login(throttle, attacker, 'other@x.example')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    vi.advanceTimersByTime(1000)
    expect((await login(throttle, attacker, 'guess6@x.example')).allowed).toBe(true)
    expect(await login(throttle, attacker, 'other@x.example')).toEqual({ allowed: false, retryAfterSeconds: 2 })
    // Refused attempts are not counted: the wait stays 2 s, then the next is 4 s.
    expect(await login(throttle, attacker, 'other@x.example')).toEqual({ allowed: false, retryAfterSeconds: 2 })
    vi.advanceTimersByTime(2000)
    expect((await login(throttle, attacker, 'guess7@x.example')).allowed).toBe(true)
    expect(await login(throttle, attacker, 'other@x.example')).toEqual({ allowed: false, retryAfterSeconds: 4 })
  })

  it('starts an address’s wait when its slow attempt has failed, and holds others off while it runs', async () => {
    const throttle = createLoginThrottle(null)
    for (let attempt = 0; attempt < 5; attempt += 1) await login(throttle, attacker, `guess${attempt}@x.example`)
    expect((await throttle.begin(attacker, 'slow@x.example')).allowed).toBe(true)
    // The password check takes 3 s (a loaded server): no other attempt from the address meanwhile.
    vi.advanceTimersByTime(3000)
    expect((await throttle.begin(attacker, 'other@x.example')).allowed).toBe(false)
    await throttle.failed(attacker, 'slow@x.example')
    expect(await throttle.begin(attacker, 'other@x.example')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    vi.advanceTimersByTime(1000)
    expect((await throttle.begin(attacker, 'other@x.example')).allowed).toBe(true)
  })

  it('counts a parallel burst whole: 40 logins at once from a new address, 6 get through', async () => {
    const throttle = createLoginThrottle(null)
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) => login(throttle, attacker, `guess${attempt}@x.example`)),
    )
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(6)
  })

  it('forgets an address’s attempts when its window of 15 minutes ends', async () => {
    const throttle = createLoginThrottle(null)
    for (let attempt = 0; attempt < 5; attempt += 1) await login(throttle, attacker, `guess${attempt}@x.example`)
    vi.advanceTimersByTime(15 * 60_000)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(throttle, attacker, `guess${attempt}@x.example`)).allowed).toBe(true)
    }
  })

  it('never holds the owner’s known address for the account’s failures', async () => {
    const throttle = createLoginThrottle(null)
    await login(throttle, owner, account, true)
    await failFrom(throttle, 200)
    expect(await throttle.begin(owner, account)).toEqual({ allowed: true, delayMs: 0 })
  })

  it('never refuses an account failed from many addresses: a new address is held at most 10 seconds', async () => {
    const throttle = createLoginThrottle(null)
    await failFrom(throttle, 10)
    expect(await throttle.begin('192.0.2.1', account)).toEqual({ allowed: true, delayMs: 0 })
    await failFrom(throttle, 1)
    expect(await throttle.begin('192.0.2.2', account)).toEqual({ allowed: true, delayMs: 1000 })
    await failFrom(throttle, 200)
    expect(await throttle.begin('192.0.2.3', account)).toEqual({ allowed: true, delayMs: 10_000 })
  })

  it('forgets an address’s attempts after a successful login from it', async () => {
    const throttle = createLoginThrottle(null)
    for (let attempt = 0; attempt < 5; attempt += 1) await login(throttle, owner, account)
    await login(throttle, owner, account, true)
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(throttle, owner, account)).allowed).toBe(true)
  })
})

describe('reset requests', () => {
  it('refuse an address after 5 in 15 minutes, and mail an account at most 3 times an hour', async () => {
    const throttle = createLoginThrottle(null)
    const mails = []
    for (let request = 0; request < 5; request += 1) {
      mails.push(await throttle.resetRequested(`198.51.100.${request}`, account))
    }
    expect(mails).toEqual([
      ...Array(3).fill({ allowed: true, mail: true }),
      ...Array(2).fill({ allowed: true, mail: false }),
    ])
    for (let request = 0; request < 5; request += 1) await throttle.resetRequested(attacker, `x${request}@x.example`)
    expect(await throttle.resetRequested(attacker, 'y@x.example')).toEqual({ allowed: false, retryAfterSeconds: 900 })
  })

  it('are not failed logins: the address and the account still log in at once', async () => {
    const throttle = createLoginThrottle(null)
    for (let request = 0; request < 20; request += 1) await throttle.resetRequested(`198.51.100.${request}`, account)
    for (let request = 0; request < 5; request += 1) await throttle.resetRequested(owner, account)
    expect(await throttle.begin(owner, account)).toEqual({ allowed: true, delayMs: 0 })
  })
})
