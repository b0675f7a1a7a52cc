import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { withStaffLoginThrottle } from '@/features/staffLogin/guard'
import { startPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
})

afterAll(async () => {
  await payload.destroy()
})

describe('a staff login while the database fails', () => {
  it('fails with the kind of error, without the address it looked up (Next logs what a route throws)', async () => {
    const account = 'someone@demomedika.example'
    // What Drizzle throws when the lookup fails: the query and the address it was given.
    const failure = new Error(`Failed query: select count(*) from "users" where "email" = ? params: ${account}`)
    failure.name = 'DrizzleQueryError'
    const count = vi.spyOn(payload, 'count').mockRejectedValue(failure)
    const login = withStaffLoginThrottle(async () => Response.json({}))
    const request = new Request('http://localhost/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account, password: 'not-the-password' }),
    })
    try {
      await expect(login(request, { params: Promise.resolve({ slug: ['users', 'login'] }) })).rejects.toThrow(
        /^Staff account lookup failed \(DrizzleQueryError\)$/,
      )
    } finally {
      count.mockRestore()
    }
  })
})
