import { expect, test } from '@playwright/test'

const attacks = [
  '/%5Cevil.example',
  '/%09/evil.example',
  '/%5C%5Cevil.example',
  '//evil.example',
  'https://evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%252e//evil.example',
]

for (const target of attacks) {
  test(`leaving preview never redirects to another origin: ${target}`, async ({ request, baseURL }) => {
    const response = await request.get(`/preview/exit?path=${target}`, { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    const location = new URL(response.headers().location ?? '', baseURL)
    expect(location.origin).toBe(new URL(baseURL ?? '').origin)
    expect(location.pathname).toBe('/')
  })
}

test('preview refuses a target on another origin before it asks for a login', async ({ request }) => {
  for (const target of ['/%5Cevil.example', '/.//evil.example', '/%2e//evil.example']) {
    const response = await request.get(`/preview?path=${target}`, { maxRedirects: 0 })
    expect(response.status(), target).toBe(400)
  }
})
