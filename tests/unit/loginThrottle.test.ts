import { describe, expect, it } from 'vitest'
import { createLoginThrottle } from '@/features/staffLogin/throttle'

const attacker = '198.51.100.66'
const owner = '203.0.113.10'
const account = 'editor@demomedika.example'

describe('the login throttle', () => {
  it('lets an address fail five times, then doubles its wait with each failure', () => {
    const throttle = createLoginThrottle()
    const start = 1_000_000
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(throttle.check(attacker, `guess${attempt}@x.example`, start).allowed).toBe(true)
      throttle.failed(attacker, `guess${attempt}@x.example`, start)
    }
    throttle.failed(attacker, 'guess5@x.example', start)
    expect(throttle.check(attacker, 'other@x.example', start)).toEqual({ allowed: false, retryAfterSeconds: 1 })
    throttle.failed(attacker, 'guess6@x.example', start + 1000)
    expect(throttle.check(attacker, 'other@x.example', start + 1000)).toEqual({ allowed: false, retryAfterSeconds: 2 })
    expect(throttle.check(attacker, 'other@x.example', start + 3000).allowed).toBe(true)
  })

  it('never locks an account for the address its owner logs in from', () => {
    const throttle = createLoginThrottle()
    throttle.succeeded(owner, account, 0)
    for (let attempt = 0; attempt < 200; attempt += 1) throttle.failed(`198.51.100.${attempt}`, account, 1000)
    expect(throttle.check(owner, account, 1000).allowed).toBe(true)
  })

  it('slows an account failed from many addresses by at most 30 seconds for a new address', () => {
    const throttle = createLoginThrottle()
    for (let attempt = 0; attempt < 200; attempt += 1) throttle.failed(`198.51.100.${attempt}`, account, 1000)
    const decision = throttle.check('192.0.2.1', account, 1000)
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 30 })
    expect(throttle.check('192.0.2.1', account, 31_000).allowed).toBe(true)
  })

  it('forgets failures after a successful login from the address', () => {
    const throttle = createLoginThrottle()
    for (let attempt = 0; attempt < 8; attempt += 1) throttle.failed(owner, account, 0)
    throttle.succeeded(owner, account, 1)
    expect(throttle.check(owner, account, 2).allowed).toBe(true)
  })
})
