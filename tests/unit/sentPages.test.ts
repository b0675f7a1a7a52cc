import { createHash } from 'node:crypto'
import { get as httpGet } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { serveWrapped as serve, stopWrapped } from './support/wrappedServer'

afterEach(stopWrapped)

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
// Over compression's 1 KB threshold.
const text = '<p>Medical wholesaler</p>'.repeat(50)

describe('what leaves for a page Next rendered', () => {
  it('is made once and remembered by the page itself, not for a page no cache may keep', async () => {
    const body = `<body>${text}<script>self.next=1</script></body>`
    let rewrites = 0
    const url = await serve(
      (request, response) => {
        response.setHeader('Content-Type', 'text/html')
        response.setHeader('Cache-Control', request.url === '/private' ? 'private, no-store' : 'public, max-age=0')
        // A new string of the same page each time, as when the cache reads it again.
        response.end(['<html>', body, '</html>'].join(''))
      },
      {},
      async (_status, page) => {
        rewrites += 1
        return Buffer.from(String(page).replace('self.next=1', 'self.sent=1'))
      },
    )
    const first = await fetch(url)
    const second = await fetch(url)
    expect(rewrites).toBe(1)
    const etag = `"${createHash('sha1').update(`<html>${body}</html>`).digest('base64url')}"`
    for (const answer of [first, second]) {
      expect(await answer.text()).toContain('self.sent=1')
      expect(answer.headers.get('etag')).toBe(etag)
      expect(answer.headers.get('content-security-policy')).toContain(sha256('self.sent=1'))
    }
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304)
    for (const answer of [await fetch(`${url}/private`), await fetch(`${url}/private`)]) {
      expect(await answer.text()).toContain('self.sent=1')
      expect(answer.headers.get('etag')).toBeNull()
    }
    expect(rewrites).toBe(3)
  })

  it('is forgotten first for the pages asked for least recently, once 100 are remembered', async () => {
    const rewritten: string[] = []
    const url = await serve(
      (request, response) => {
        response.setHeader('Content-Type', 'text/html')
        response.setHeader('Cache-Control', 'public, max-age=0')
        response.end(`<html><body>${request.url}${text}</body></html>`)
      },
      {},
      async (_status, page) => {
        rewritten.push(String(page).slice(12, String(page).indexOf('<p>')))
        return null
      },
    )
    const ask = async (path: string) => (await fetch(`${url}${path}`)).text()
    await ask('/often')
    for (let page = 1; page < 100; page += 1) await ask(`/once-${page}`)
    await ask('/often')
    await ask('/once-100')
    await ask('/often')
    await ask('/once-1')
    expect(rewritten.filter((path) => path === '/often')).toHaveLength(1)
    expect(rewritten.filter((path) => path === '/once-1')).toHaveLength(2)
    // 104 pages rendered and compressed: past Vitest's default 5 s on a busy 2-core machine.
  }, 60_000)

  it('is compressed as it leaves, remembered or not: Brotli where accepted, else gzip, else as it is', async () => {
    const items = Array.from({ length: 400 }, (_, index) => `<li>Lijek ${(index * 7919) % 1009}</li>`).join('')
    const rendered = `<html><body><ul>${items}</ul><script>self.next=1</script></body></html>`
    const url = await serve(
      (request, response) => {
        response.setHeader('Content-Type', 'text/html')
        response.setHeader('Cache-Control', request.url === '/private' ? 'private, no-store' : 'public, max-age=0')
        response.end(rendered)
      },
      {},
      async () => null,
    )
    const get = (path: string, acceptEncoding: string) =>
      new Promise<{ headers: import('node:http').IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = httpGet(`${url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (answer) => {
          const chunks: Buffer[] = []
          answer.on('data', (chunk: Buffer) => chunks.push(chunk))
          answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }))
        })
        request.on('error', reject)
      })
    // Twice for the remembered page: its first answer and the one sent from what was remembered.
    for (const path of ['/', '/', '/private']) {
      const brotli = await get(path, 'gzip, deflate, br')
      expect(brotli.headers['content-encoding'], path).toBe('br')
      expect(brotli.headers.vary, path).toContain('Accept-Encoding')
      expect(String(brotliDecompressSync(brotli.body)), path).toBe(rendered)
      const gzipped = await get(path, 'gzip')
      expect(gzipped.headers['content-encoding'], path).toBe('gzip')
      expect(String(gunzipSync(gzipped.body)), path).toBe(rendered)
      const plain = await get(path, 'identity')
      expect([plain.headers['content-encoding'], String(plain.body)], path).toEqual([undefined, rendered])
    }
  })
})
