import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from './support/payload'
import { type RestRoute, restRoute } from './support/restRoute'
import { staffTokens } from './support/staffApi'

// The password staffTokens gives every account.
const password = 'correct-horse-battery-staple'
let payload: Payload
let tokens: Record<string, string>
let rest: RestRoute
const ids: Record<string, number | string> = {}

beforeAll(async () => {
  payload = await startPayload()
  tokens = await staffTokens(payload, ['admin', 'editor', 'hr'])
  for (const role of ['admin', 'editor', 'hr']) {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: `${role}@demomedika.example` } },
    })
    ids[role] = docs[0]?.id ?? ''
  }
  const api = await import('@/app/(payload)/api/[...slug]/route')
  rest = (method, path, options) => restRoute(api, method, path, options)
})

afterAll(async () => {
  await payload.destroy()
})

/** A change of one's own account (or another's) through REST, as the admin's account screen sends it. */
function change(role: string, of: string, data: Record<string, unknown>): Promise<Response> {
  return rest('PATCH', `users/${ids[of]}`, {
    token: tokens[role],
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify(data),
  })
}

async function errorText(response: Response): Promise<string> {
  return JSON.stringify(await response.json())
}

async function canLogIn(email: string, withPassword: string): Promise<boolean> {
  return payload
    .login({ collection: 'users', data: { email, password: withPassword } })
    .then(() => true)
    .catch(() => false)
}

async function newLogin(email: string, withPassword: string): Promise<string | undefined> {
  return (await payload.login({ collection: 'users', data: { email, password: withPassword } })).token
}

describe('changing one’s own password asks for the current one', () => {
  it('refuses a new password without the current one, or with a wrong one', async () => {
    const without = await change('editor', 'editor', { password: 'a-new-password-1' })
    expect(without.status).toBe(400)
    const withoutText = await errorText(without)
    expect(withoutText).toContain('Enter your current password')
    // The admin's notice names the field by this label.
    expect(withoutText).toContain('The following field is invalid: Current password')
    const wrong = await change('editor', 'editor', { password: 'a-new-password-1', currentPassword: 'not-it' })
    expect(wrong.status).toBe(400)
    expect(await errorText(wrong)).toContain('The current password is not correct')
    expect(await canLogIn('editor@demomedika.example', password)).toBe(true)
    expect(await canLogIn('editor@demomedika.example', 'a-new-password-1')).toBe(false)
  })

  it('changes it with the right current password, which is never stored or answered', async () => {
    const response = await change('editor', 'editor', { password: 'a-new-password-2', currentPassword: password })
    expect(response.status).toBe(200)
    expect(await errorText(response)).not.toContain(password)
    expect(await canLogIn('editor@demomedika.example', 'a-new-password-2')).toBe(true)
  })

  it('lets an administrator set another account’s password, and a changed name needs no password', async () => {
    expect((await change('admin', 'hr', { password: 'set-by-the-admin' })).status).toBe(200)
    expect(await canLogIn('hr@demomedika.example', 'set-by-the-admin')).toBe(true)
    expect((await change('admin', 'admin', { name: 'Ana Admin' })).status).toBe(200)
  })

  it('still lets a forgotten password be reset with the mailed token', async () => {
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'hr@demomedika.example' },
      disableEmail: true,
    })
    await payload.resetPassword({
      collection: 'users',
      data: { token, password: 'reset-by-mail' },
      overrideAccess: true,
    })
    expect(await canLogIn('hr@demomedika.example', 'reset-by-mail')).toBe(true)
  })
})

describe('wrong current passwords are throttled per account, as logins are', () => {
  /** A new editor of its own, so no other test's guesses count. */
  async function newEditor(name: string): Promise<{ id: number | string; email: string; token: string }> {
    const email = `${name}@demomedika.example`
    const user = await payload.create({
      collection: 'users',
      data: { email, password, roles: ['editor'] } as never,
      overrideAccess: true,
    })
    const { token = '' } = await payload.login({ collection: 'users', data: { email, password } })
    return { id: user.id, email, token }
  }

  /** One's own new password, sent through the route spelled as given (`users` or an escaped `%75sers`). */
  function changeOwn(account: { id: number | string; token: string }, currentPassword: string, users = 'users') {
    return rest('PATCH', `${users}/${account.id}`, {
      token: account.token,
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify({ password: 'a-guessed-over-password', currentPassword }),
    })
  }

  it('checks five wrong guesses of a parallel burst, however the path is spelled, then not even the right one', async () => {
    const editor = await newEditor('guessed')
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, guess) => changeOwn(editor, `guess-${guess}`, guess % 2 ? '%75sers' : 'users')),
    )
    expect(burst.map((response) => response.status)).toEqual(Array(8).fill(400))
    const texts = await Promise.all(burst.map(errorText))
    expect(texts.filter((text) => text.includes('The current password is not correct'))).toHaveLength(5)
    expect(
      texts.filter((text) => text.includes('Too many wrong current passwords. Try again in 15 min.')),
    ).toHaveLength(3)
    const right = await changeOwn(editor, password)
    expect(right.status).toBe(400)
    expect(await errorText(right)).toContain('Too many wrong current passwords')
    expect(await canLogIn(editor.email, password)).toBe(true)
    expect(await canLogIn(editor.email, 'a-guessed-over-password')).toBe(false)
  })

  it('counts each account apart, refuses in the staff member’s language, and forgives on the right password', async () => {
    const other = await newEditor('unguessed')
    for (let guess = 0; guess < 4; guess += 1) expect((await changeOwn(other, `guess-${guess}`)).status).toBe(400)
    // Another account's five guesses (above) do not count here; this account's four are forgiven by the right one.
    expect((await changeOwn(other, password)).status).toBe(200)
    const changed = { ...other, token: (await newLogin(other.email, 'a-guessed-over-password')) ?? '' }
    for (let guess = 0; guess < 5; guess += 1) await changeOwn(changed, `guess-${guess}`)
    const refused = await rest('PATCH', `users/${changed.id}`, {
      token: changed.token,
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'hr' },
      body: JSON.stringify({ password: 'another-one', currentPassword: 'a-guessed-over-password' }),
    })
    expect(await errorText(refused)).toContain('Previše netočnih unosa trenutne lozinke. Pokušajte ponovno za 15 min.')
  })
})

describe('changing an e-mail address tells nobody whether it belongs to staff', () => {
  it('refuses an administrator’s own new address without the current password', async () => {
    const response = await change('admin', 'admin', { email: 'ana@demomedika.example' })
    expect(response.status).toBe(400)
    expect(await errorText(response)).toContain('Enter your current password')
    const changed = await change('admin', 'admin', { email: 'ana@demomedika.example', currentPassword: password })
    expect(changed.status).toBe(200)
  })

  it('answers other staff the same for a colleague’s address and a free one, and changes neither', async () => {
    // The reset above ended HR's sessions.
    const login = await payload.login({
      collection: 'users',
      data: { email: 'hr@demomedika.example', password: 'reset-by-mail' },
    })
    tokens.hr = login.token ?? ''
    const colleague = await change('hr', 'hr', { email: 'ana@demomedika.example', currentPassword: 'reset-by-mail' })
    const free = await change('hr', 'hr', { email: 'nobody-yet@demomedika.example', currentPassword: 'reset-by-mail' })
    expect([colleague.status, free.status]).toEqual([400, 400])
    const [colleagueText, freeText] = [await errorText(colleague), await errorText(free)]
    expect(colleagueText).toBe(freeText)
    expect(colleagueText).toContain('An administrator changes')
    expect(colleagueText).not.toMatch(/unique|taken|exists/i)
    const hr = await payload.findByID({ collection: 'users', id: ids.hr ?? '' })
    expect(hr.email).toBe('hr@demomedika.example')
  })
})
