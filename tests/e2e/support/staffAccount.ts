import type { APIRequestContext } from '@playwright/test'
import { staffHeaders } from './staff'

/** A staff account of a test's own, created by the first admin (so no other test's session is touched). */
export async function createStaffAccount(request: APIRequestContext, email: string, roles = ['editor']) {
  const account = { email, password: `pw-${email}-long-enough` }
  const created = await request.post('/api/users', {
    headers: await staffHeaders(request),
    data: { ...account, roles },
  })
  if (!created.ok()) throw new Error(`creating ${email} failed: ${created.status()}`)
  return account
}
