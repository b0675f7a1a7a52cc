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

// Payload's router decodes escapes and ignores the case of an endpoint's path: each of these is its login.
const loginSpellings = ['/api/users/login', '/api/users/LOGIN', '/api/users/%6cogin', '/api/%75sers/login']

test('the throttle holds however the login address is spelled, for a wrong and a right password', async ({
  request,
}, testInfo) => {
  for (const [index, path] of loginSpellings.entries()) {
    // An account and an address per spelling (and per retry), so that neither carries another's failures: five
    // free tries, the sixth takes the wait, then every spelling waits.
    const owner = await createStaffAccount(request, `throttle-spelling-${index}-${testInfo.retry}@example.com`)
    const from = `127.0.${10 + testInfo.retry}.${30 + index}`
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await postJsonFrom(from, path, { email: owner.email, password: `wrong-${attempt}` })).status)
    }
    expect(statuses, path).toEqual(Array(6).fill(401))
    for (const spelling of loginSpellings) {
      const wrong = await postJsonFrom(from, spelling, { email: owner.email, password: 'wrong' })
      const right = await postJsonFrom(from, spelling, { email: owner.email, password: owner.password })
      expect([wrong.status, right.status], `${path} then ${spelling}`).toEqual([429, 429])
      expect(right.headers['retry-after']).toMatch(/^\d+$/)
    }
  }
})

test('a parallel burst of wrong passwords from a new address is counted whole', async ({ request }) => {
  const owner = await createStaffAccount(request, 'throttle-burst@example.com')
  const statuses = await Promise.all(
    Array.from(
      { length: 40 },
      async (_, attempt) =>
        (
          await postJsonFrom('127.0.0.40', loginSpellings[attempt % loginSpellings.length] ?? '', {
            email: owner.email,
            password: `wrong-${attempt}`,
          })
        ).status,
    ),
  )
  expect(statuses.filter((status) => status === 401)).toHaveLength(6)
  expect(statuses.filter((status) => status === 429)).toHaveLength(34)
})

test('a stranger’s failures never refuse the owner’s right password from a new address', async ({ request }) => {
  const owner = await createStaffAccount(request, 'throttle-stranger@example.com')
  // Eleven failures from rotating addresses, and reset requests in between: the account is only held a moment.
  for (let attempt = 0; attempt < 11; attempt += 1) {
    await login(`127.0.1.${attempt + 1}`, owner.email, `wrong-${attempt}`)
    if (attempt % 4 === 0) await postJsonFrom(`127.0.1.${attempt + 1}`, '/api/users/forgot-password', owner)
  }
  expect((await login('127.0.1.100', owner.email, owner.password)).status).toBe(200)
})

test('forgot-password is limited per address however it is spelled, and answers alike', async () => {
  const spellings = ['/api/users/forgot-password', '/api/users/FORGOT-PASSWORD', '/api/%75sers/forgot-%70assword']
  const answers = []
  for (let request = 0; request < 6; request += 1) {
    const path = spellings[request % spellings.length] ?? ''
    answers.push(await postJsonFrom('127.0.0.41', path, { email: `someone-${request}@example.com` }))
  }
  expect(answers.slice(0, 5).map((answer) => [answer.status, answer.body])).toEqual(
    Array(5).fill([200, JSON.stringify({ message: 'Success' })]),
  )
  expect(answers[5]?.status).toBe(429)
})
