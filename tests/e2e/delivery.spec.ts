import { brotliCompressSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

test('a site page asks for no client hint, so a first visit is not sent twice; the admin asks for its theme', async ({
  request,
}) => {
  for (const path of ['/', '/o-nama', '/en/departments/animal-health']) {
    const headers = (await request.get(path)).headers()
    // Critical-CH would make the browser repeat a first visit's request to add the hint.
    expect(headers['critical-ch'], path).toBeUndefined()
    expect(headers['accept-ch'], path).toBeUndefined()
    expect(headers.vary ?? '', path).not.toMatch(/sec-ch-/i)
  }
  const admin = (await request.get('/admin/login')).headers()
  expect(admin['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test("the build's scripts and stylesheet travel as Brotli copies made once at the highest quality", async ({
  request,
}) => {
  const page = await (await request.get('/')).text()
  const files = [...page.matchAll(/(?:src|href)="(\/_next\/static\/chunks\/[^"]+\.(?:js|css))"/g)].map(
    ([, file]) => file ?? '',
  )
  expect(files.some((file) => file.endsWith('.css'))).toBe(true)
  for (const file of files) {
    const response = await request.get(file, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    const content = await response.body()
    if (content.length < 1024) continue
    expect(response.headers()['content-encoding'], file).toBe('br')
    expect(response.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable')
    // Served by server.mjs past Next, and still with the security headers of every answer.
    expect(response.headers()['x-content-type-options'], file).toBe('nosniff')
    expect(Number(response.headers()['content-length']), file).toBe(brotliCompressSync(content).length)
  }
  const gzipOnly = await request.get(files[0] ?? '', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip')
})
