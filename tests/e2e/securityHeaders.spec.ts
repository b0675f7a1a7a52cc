import { expect, test } from '@playwright/test'
import { e2eEnv } from './support/env.mjs'
import { postJsonFrom } from './support/fromAddress'

/** The headers every answer of the app carries, whatever it is (docs/security.md). */
function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(headers['cross-origin-resource-policy']).toBe('same-origin')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  // Served over plain HTTP with no trusted proxy: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined()
  expect(headers['x-middleware-rewrite']).toBeUndefined()
  expect(headers['x-powered-by']).toBeUndefined()
}

function scriptSources(csp: string): string {
  return csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
}

for (const [kind, path, status] of [
  ['a page', '/o-nama', 200],
  ['a 404', '/no-such-page-at-all', 404],
  ['the admin', '/admin/login', 200],
] as const) {
  test(`${kind} carries the security headers and a CSP whose scripts are 'self' and hashes only`, async ({
    request,
  }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status()).toBe(status)
    const headers = response.headers()
    expectSecurityHeaders(headers)
    const scripts = scriptSources(headers['content-security-policy'] ?? '')
    expect(scripts).toMatch(/^\s*script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/)
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/)
  })
}

test('an API answer and an uploaded file carry the security headers, the file a sandboxing CSP', async ({
  request,
}) => {
  const api = await request.get('/api/health')
  expectSecurityHeaders(api.headers())
  const media = (await (await request.get('/api/media?limit=1&depth=0')).json()) as { docs: { url: string }[] }
  const file = await request.get(media.docs[0]?.url ?? '/api/media/file/none')
  expect(file.status()).toBe(200)
  expectSecurityHeaders(file.headers())
  expect(file.headers()['content-security-policy']).toContain('sandbox')
})

test('a forged X-Forwarded-For does not escape the rate limit: the (limit+1)-th POST is refused', async () => {
  // A visitor of its own (127.0.0.9), so the other tests' allowance on 127.0.0.1 stays untouched.
  const limit = Number(e2eEnv.FORM_RATE_LIMIT)
  test.setTimeout(180_000)
  const statuses: number[] = []
  for (let sent = 0; sent < limit; sent += 25) {
    const batch = Array.from({ length: Math.min(25, limit - sent) }, (_, index) =>
      postJsonFrom(
        '127.0.0.9',
        '/api/contact?locale=en',
        {},
        { 'x-forwarded-for': `198.51.100.${(sent + index) % 250}` },
      ),
    )
    statuses.push(...(await Promise.all(batch)).map((answer) => answer.status))
  }
  expect(statuses.filter((status) => status === 429)).toEqual([])
  const refused = await postJsonFrom('127.0.0.9', '/api/contact?locale=en', {}, { 'x-forwarded-for': '203.0.113.250' })
  expect(refused.status).toBe(429)
})
