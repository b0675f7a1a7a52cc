import { get, type IncomingMessage } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { privateCacheControl, publicPageCacheControl } from '@/config/httpCaching'
import { serveWrapped, stopWrapped } from './support/wrappedServer'

afterEach(stopWrapped)

const page = `<html><body>${'<p>Medical wholesaler</p>'.repeat(50)}</body></html>`

/** server.mjs's wrapping (compression under secureResponse) around answers of the given type and Cache-Control. */
async function serve(contentType: string, cacheControl: string): Promise<string> {
  const url = await serveWrapped((_request, response) => {
    response.setHeader('Cache-Control', cacheControl)
    response.setHeader('Content-Type', contentType)
    response.end(page)
  })
  return `${url}/`
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
        stopWrapped()
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
      stopWrapped()
    }
  })
})
