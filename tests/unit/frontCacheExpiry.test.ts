import { createServer, get, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import compression from 'compression'
import { afterEach, describe, expect, it } from 'vitest'
import { privateCacheControl, publicPageCacheControl } from '@/config/httpCaching'
import { secureResponse } from '../../server/secureResponse.mjs'

let server: Server | undefined
afterEach(() => server?.close())

const page = `<html><body>${'<p>Medical wholesaler</p>'.repeat(50)}</body></html>`

/** server.mjs's wrapping (compression under secureResponse) around answers of the given type and Cache-Control. */
async function serve(contentType: string, cacheControl: string): Promise<string> {
  const compress = compression()
  const started = createServer((request, response) =>
    compress(request as never, response as never, () => {
      secureResponse(response, { https: false, recaptcha: false, draftPreview: false, adminPage: false })
      response.setHeader('Cache-Control', cacheControl)
      response.setHeader('Content-Type', contentType)
      response.end(page)
    }),
  )
  server = started
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(started.address() as AddressInfo).port}/`
}

/** The answer's headers in the order they were sent, names in lower case. */
function headerOrder(url: string, headers: Record<string, string> = {}): Promise<[string, string][]> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response: IncomingMessage) => {
      response.resume()
      const pairs: [string, string][] = []
      for (let index = 0; index < response.rawHeaders.length; index += 2) {
        pairs.push([response.rawHeaders[index]?.toLowerCase() ?? '', response.rawHeaders[index + 1] ?? ''])
      }
      resolve(pairs)
    }).on('error', reject)
  })
}

describe("the front cache's expiry", () => {
  it('ends a page or RSC payload a shared cache may keep with the current second, after its Cache-Control', async () => {
    for (const contentType of ['text/html; charset=utf-8', 'text/x-component']) {
      for (const acceptEncoding of ['identity', 'br']) {
        const before = Math.floor(Date.now() / 1000)
        const headers = await headerOrder(await serve(contentType, publicPageCacheControl), {
          'Accept-Encoding': acceptEncoding,
        })
        const names = headers.map(([name]) => name)
        const expires = Number(headers.find(([name]) => name === 'x-accel-expires')?.[1].replace(/^@/, ''))
        expect(expires, `${contentType} ${acceptEncoding}`).toBeGreaterThanOrEqual(before)
        expect(expires).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
        expect(names.indexOf('x-accel-expires')).toBeGreaterThan(names.indexOf('cache-control'))
        server?.close()
      }
    }
  })

  it('leaves every other answer to its own Cache-Control', async () => {
    for (const cacheControl of [privateCacheControl, 'public, max-age=31536000, immutable', 'public, s-maxage=10']) {
      const headers = await headerOrder(await serve('text/html; charset=utf-8', cacheControl))
      expect(
        headers.map(([name]) => name),
        cacheControl,
      ).not.toContain('x-accel-expires')
      server?.close()
    }
  })
})
