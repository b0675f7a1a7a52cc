import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'

/** The first staff account; the setup project creates it through /admin before the other tests run. */
export const firstAdmin = { email: 'admin@example.com', password: 'correct-horse-battery-staple' }

/**
 * Payload keeps each login's session in the account's record, and two logins at the same moment (tests
 * run in parallel) can overwrite each other's session; a request of the lost one is refused. So the
 * setup project logs the first admin in once, and every test uses that session.
 */
const firstAdminSession = '.e2e/first-admin-session.json'

async function logIn(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/users/login', { data: account })
  if (!response.ok()) throw new Error(`login of ${account.email} failed: ${response.status()}`)
  return ((await response.json()) as { token: string }).token
}

/** Logs the first admin in and keeps the session for the other tests (setup project). */
export async function saveFirstAdminSession(request: APIRequestContext): Promise<void> {
  writeFileSync(firstAdminSession, JSON.stringify({ token: await logIn(request, firstAdmin) }))
}

/** The Authorization header of a staff session: the shared one of the first admin, or a new login. */
export async function staffHeaders(request: APIRequestContext, account = firstAdmin) {
  const token =
    account === firstAdmin && existsSync(firstAdminSession)
      ? (JSON.parse(readFileSync(firstAdminSession, 'utf8')) as { token: string }).token
      : await logIn(request, account)
  // Staff requests often come after seconds of browsing: a kept-alive connection the server closed in the
  // meantime would fail with ECONNRESET, so each one gets a connection of its own.
  return { Authorization: `JWT ${token}`, Connection: 'close' }
}
