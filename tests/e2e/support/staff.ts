import type { APIRequestContext } from '@playwright/test'

/** The first staff account; the setup project creates it through /admin before the other tests run. */
export const firstAdmin = { email: 'admin@example.com', password: 'correct-horse-battery-staple' }

/** Logs in through the REST API and returns the Authorization header of the session. */
export async function staffHeaders(request: APIRequestContext, account = firstAdmin) {
  const response = await request.post('/api/users/login', { data: account })
  if (!response.ok()) throw new Error(`login of ${account.email} failed: ${response.status()}`)
  const { token } = (await response.json()) as { token: string }
  // Staff requests often come after seconds of browsing: a kept-alive connection the server closed in the
  // meantime would fail with ECONNRESET, so each one gets a connection of its own.
  return { Authorization: `JWT ${token}`, Connection: 'close' }
}
