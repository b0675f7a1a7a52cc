import { expect, test } from '@playwright/test'
import { postJsonFrom } from './support/fromAddress'
import { createStaffAccount } from './support/staffAccount'

// Each test fails logins from loopback addresses of its own, never from the other tests' 127.0.0.1.
const login = (from: string, email: string, password: string) =>
  postJsonFrom(from, '/api/users/login', { email, password })

test('failed logins from one address cannot lock the account for its owner on another', async ({ request }) => {
  const owner = await createStaffAccount(request, 'throttle-owner@example.com')
  expect((await login('127.0.0.20', owner.email, owner.password)).status).toBe(200)
  const attempts: number[] = []
  for (let attempt = 0; attempt < 12; attempt += 1) {
    attempts.push((await login('127.0.0.21', owner.email, `wrong-${attempt}`)).status)
  }
  // Five tries, then the attacker's address waits; the account is never said to be locked.
  expect(attempts.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
  expect(attempts.slice(6)).toEqual(Array(6).fill(429))
  const ownerAgain = await login('127.0.0.20', owner.email, owner.password)
  expect(ownerAgain.status).toBe(200)
  expect(ownerAgain.body).not.toMatch(/locked/i)
})

test('a known and an unknown account get the same answer', async ({ request }) => {
  // That the unknown account costs the same password hash: tests/int/staffLoginCost.int.test.ts.
  const known = await createStaffAccount(request, 'throttle-known@example.com')
  const knownAnswers = [await login('127.0.0.22', known.email, 'not-the-password')]
  knownAnswers.push(await login('127.0.0.22', known.email, 'not-the-password'))
  const unknownAnswers = [await login('127.0.0.23', 'nobody@example.com', 'not-the-password')]
  unknownAnswers.push(await login('127.0.0.23', 'nobody@example.com', 'not-the-password'))
  for (const answer of [...knownAnswers, ...unknownAnswers]) {
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.body)).toEqual(JSON.parse(knownAnswers[0]?.body ?? ''))
  }

  const forgot = (email: string) => postJsonFrom('127.0.0.24', '/api/users/forgot-password', { email })
  const [forKnown, forUnknown] = [await forgot(known.email), await forgot('nobody@example.com')]
  expect([forKnown.status, forKnown.body]).toEqual([forUnknown.status, forUnknown.body])
})
