import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLoginThrottle } from '@/features/staffLogin/throttle'

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

const failFrom = async (throttle: ReturnType<typeof createLoginThrottle>, addresses: number) => {
  for (let attempt = 0; attempt < addresses; attempt += 1) await throttle.failed(`198.51.100.${attempt}`, account)
}

describe('the login throttle', () => {
  it('lets an address fail five times, then doubles its wait with each failure', async () => {
    const throttle = createLoginThrottle(null)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await throttle.check(attacker, `guess${attempt}@x.example`)).allowed).toBe(true)
      await throttle.failed(attacker, `guess${attempt}@x.example`)
    }
    await throttle.failed(attacker, 'guess5@x.example')
    expect(await throttle.check(attacker, 'other@x.example')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    vi.advanceTimersByTime(1000)
    await throttle.failed(attacker, 'guess6@x.example')
    expect(await throttle.check(attacker, 'other@x.example')).toEqual({ allowed: false, retryAfterSeconds: 2 })
    vi.advanceTimersByTime(2000)
    expect((await throttle.check(attacker, 'other@x.example')).allowed).toBe(true)
  })

  it('forgets an address’s failures when its window of 15 minutes ends', async () => {
    const throttle = createLoginThrottle(null)
    for (let attempt = 0; attempt < 5; attempt += 1) await throttle.failed(attacker, `guess${attempt}@x.example`)
    vi.advanceTimersByTime(15 * 60_000)
    await throttle.failed(attacker, 'guess5@x.example')
    expect((await throttle.check(attacker, 'other@x.example')).allowed).toBe(true)
  })

  it('never locks an account for the address its owner logs in from', async () => {
    const throttle = createLoginThrottle(null)
    await throttle.succeeded(owner, account)
    await failFrom(throttle, 200)
    expect((await throttle.check(owner, account)).allowed).toBe(true)
  })

  it('slows an account failed from many addresses by at most 30 seconds for a new address', async () => {
    const throttle = createLoginThrottle(null)
    await failFrom(throttle, 200)
    expect(await throttle.check('192.0.2.1', account)).toEqual({ allowed: false, retryAfterSeconds: 30 })
    vi.advanceTimersByTime(30_000)
    expect((await throttle.check('192.0.2.1', account)).allowed).toBe(true)
  })

  it('forgets failures after a successful login from the address', async () => {
    const throttle = createLoginThrottle(null)
    for (let attempt = 0; attempt < 8; attempt += 1) await throttle.failed(owner, account)
    await throttle.succeeded(owner, account)
    expect((await throttle.check(owner, account)).allowed).toBe(true)
  })
})
