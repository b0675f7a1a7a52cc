import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressBuildFiles } from '../../scripts/lib/precompress.mjs'
import { accepts } from '../../server/acceptEncoding.mjs'
import { precompressedBuildFiles } from '../../server/precompressed.mjs'

const script = `console.log(${JSON.stringify('the build’s script '.repeat(200))})`
const stylesheet = `body { color: #0b5a68 }\n${'.a { margin: 0 }\n'.repeat(200)}`
let staticDir: string
let server: Server
let port: number

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'precompressed-'))
  mkdirSync(path.join(staticDir, 'chunks'))
  mkdirSync(path.join(staticDir, 'media'))
  writeFileSync(path.join(staticDir, 'chunks', 'app.js'), script)
  writeFileSync(path.join(staticDir, 'chunks', 'app.css'), stylesheet)
  writeFileSync(path.join(staticDir, 'chunks', 'tiny.js'), 'void 0')
  // A copy of a type the server does not know is never sent as a script or stylesheet.
  writeFileSync(path.join(staticDir, 'media', 'logo.svg.br'), brotliCompressSync('<svg/>'))
  await precompressBuildFiles(staticDir)
  const { serve } = precompressedBuildFiles(staticDir)
  server = createServer((request, response) => {
    if (serve(request, response)) return
    response.writeHead(200, { 'X-Served-By': 'next' }).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => {
  server.close()
  rmSync(staticDir, { recursive: true, force: true })
})

/** The raw answer (undici's fetch would decode it). */
function get(address: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ response: IncomingMessage; body: Buffer }>((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path: address, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }))
    })
    sent.on('error', reject).end()
  })
}

describe('the Brotli copies of the build files', () => {
  it('are sent to a browser that accepts Brotli, with the type and lifetime of the original', async () => {
    const { response, body } = await get('/_next/static/chunks/app.js?dpl=1', {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers.vary).toBe('Accept-Encoding')
    expect(Number(response.headers['content-length'])).toBe(body.length)
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 5)
    expect(brotliDecompressSync(body).toString()).toBe(script)

    const css = await get('/_next/static/chunks/app.css', { 'Accept-Encoding': 'br' })
    expect(css.response.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(brotliDecompressSync(css.body).toString()).toBe(stylesheet)
  })

  it('answer HEAD with the headers alone', async () => {
    const { response, body } = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(response.headers['content-encoding']).toBe('br')
    expect(body.length).toBe(0)
  })

  it('leave to Next what they do not cover: other encodings, small and unknown files, other methods', async () => {
    for (const [address, acceptEncoding, method] of [
      ['/_next/static/chunks/app.js', 'gzip, deflate', 'GET'],
      ['/_next/static/chunks/app.js', 'gzip, br;q=0', 'GET'],
      ['/_next/static/chunks/app.js', 'br', 'POST'],
      ['/_next/static/chunks/tiny.js', 'br', 'GET'],
      ['/_next/static/media/logo.svg', 'br', 'GET'],
      ['/_next/static/chunks/missing.js', 'br', 'GET'],
      ['/_next/static/chunks/../chunks/app.js', 'br', 'GET'],
      ['/chunks/app.js', 'br', 'GET'],
    ]) {
      const { response } = await get(address, { 'Accept-Encoding': acceptEncoding }, method)
      expect(response.headers['x-served-by'], `${method} ${address} (${acceptEncoding})`).toBe('next')
    }
  })

  it('read Accept-Encoding as HTTP defines it', () => {
    expect(accepts('br', 'br')).toBe(true)
    expect(accepts('gzip, deflate, br, zstd', 'br')).toBe(true)
    expect(accepts('BR;q=0.5', 'br')).toBe(true)
    expect(accepts('br;q=0', 'br')).toBe(false)
    expect(accepts('brotli, gzip', 'br')).toBe(false)
    expect(accepts('brotli, gzip', 'gzip')).toBe(true)
    expect(accepts(undefined, 'br')).toBe(false)
  })
})
