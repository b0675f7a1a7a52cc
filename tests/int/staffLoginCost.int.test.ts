import type { pbkdf2 as Pbkdf2 } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { withStaffLoginThrottle } from '@/features/staffLogin/guard'
import { startPayload } from './support/payload'

// Every PBKDF2 the login guard runs, counted (and still computed): the guard's own import of node:crypto.
const hashes = vi.hoisted(() => ({ calls: [] as unknown[][] }))
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>()
  const pbkdf2 = ((...args: unknown[]) => {
    hashes.calls.push(args.slice(0, -1))
    return (crypto.pbkdf2 as (...all: unknown[]) => void)(...args)
  }) as typeof Pbkdf2
  return { ...crypto, default: { ...crypto, pbkdf2 }, pbkdf2 }
})

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
})

afterAll(async () => {
  await payload.destroy()
})

const loginRequest = (email: string) =>
  new Request('http://localhost/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.31' },
    body: JSON.stringify({ email, password: 'not-the-password' }),
  })

describe('a staff login for an account that does not exist', () => {
  it('hashes a password as Payload does for a known account (600,000 rounds of PBKDF2-SHA256), so it is not answered sooner', async () => {
    // What Payload answers a wrong login: the guard's answer for the unknown account is this one, after the hash.
    const login = withStaffLoginThrottle(async () => Response.json({ errors: [{ message: 'wrong' }] }, { status: 401 }))
    hashes.calls.length = 0
    const answer = await login(loginRequest('nobody-at-all@example.com'), {
      params: Promise.resolve({ slug: ['users', 'login'] }),
    })
    expect(answer.status).toBe(401)
    expect(hashes.calls).toEqual([[expect.any(String), expect.any(String), 600_000, 32, 'sha256']])
  })
})
