import { createHash } from 'node:crypto'
import { get as httpGet } from 'node:http'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
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
  })

  it('is compressed once at Brotli 6, and at 11 once asked for again, where any other answer is compressed as it leaves (quality 4)', async () => {
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
    const brotliAt = (quality: number) =>
      brotliCompressSync(rendered, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(rendered),
        },
      })
    const [quick, smallest] = [brotliAt(6), brotliAt(11)]
    expect(smallest.length).toBeLessThan(quick.length)
    const sentAs = async (acceptEncoding: string) => {
      const answer = await get('/', acceptEncoding)
      expect(answer.headers['content-encoding']).toBe('br')
      expect(answer.headers.vary).toContain('Accept-Encoding')
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(String(brotliDecompressSync(answer.body))).toBe(rendered)
      return answer.body.length
    }
    // A page asked for once (a crawler's walk) costs no quality 11: long after the first answer, the second is as quick.
    const first = await sentAs('gzip, deflate, br')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect([first, await sentAs('br')]).toEqual([quick.length, quick.length])
    await expect.poll(() => sentAs('br')).toBe(smallest.length)
    const gzipped = await get('/', 'gzip')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(String(gunzipSync(gzipped.body))).toBe(rendered)
    const plain = await get('/', 'identity')
    expect([plain.headers['content-encoding'], String(plain.body)]).toEqual([undefined, rendered])
    // Not remembered: compressed by the middleware, at its own level.
    const unkept = await get('/private', 'br')
    expect(unkept.headers['content-encoding']).toBe('br')
    expect(String(brotliDecompressSync(unkept.body))).toBe(rendered)
    expect(unkept.body.length).toBeGreaterThan(quick.length)
  })
})
