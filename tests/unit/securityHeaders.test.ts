import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { inlineScriptHashes, otherMarketOrigins } from '../../server/contentSecurityPolicy.mjs'
import { serveWrapped as serve, stopWrapped } from './support/wrappedServer'

afterEach(stopWrapped)

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
// Over compression's 1 KB threshold.
const text = '<p>Medical wholesaler</p>'.repeat(50)
const page = `<html><head><script src="/a.js"></script><script>self.a=1</script></head><body>${text}<script id="x">self.b=2</script></body></html>`

describe('the security headers', () => {
  it('name each inline script of a page by its hash, and no script with a src', () => {
    expect(inlineScriptHashes(page)).toEqual([sha256('self.a=1'), sha256('self.b=2')])
  })

  it('go with a streamed, compressed HTML page, whose policy allows only its own inline scripts', async () => {
    const url = await serve((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('x-middleware-rewrite', '/cro/hr/o-nama')
      response.setHeader('x-powered-by', 'Next.js')
      response.flushHeaders()
      response.write(page.slice(0, 40))
      response.end(page.slice(40))
    })
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    expect(await response.text()).toBe(page)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`script-src 'self' ${sha256('self.a=1')} ${sha256('self.b=2')};`)
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-middleware-rewrite')).toBeNull()
    expect(response.headers.get('x-powered-by')).toBeNull()
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('let only this origin frame a draft render, for the live preview in the admin', async () => {
    const html = (_request: unknown, response: import('node:http').ServerResponse) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end(page)
    }
    const draft = await fetch(await serve(html, { draftPreview: true }))
    expect(draft.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(draft.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    stopWrapped()
    const published = await fetch(await serve(html))
    expect(published.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(published.headers.get('x-frame-options')).toBe('DENY')
  })

  it('let the admin frame this origin (its live preview) and a page of the site frame nothing', async () => {
    const html = (_request: unknown, response: import('node:http').ServerResponse) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end(page)
    }
    const admin = await fetch(await serve(html, { adminPage: true }))
    expect(admin.headers.get('content-security-policy')).toContain("frame-src 'self';")
    expect(admin.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    stopWrapped()
    const published = await fetch(await serve(html))
    expect(published.headers.get('content-security-policy')).toContain("frame-src 'none';")
  })

  it("let the other markets' admins frame a draft render and the admin frame their sites (cross-market live preview)", async () => {
    const html = (_request: unknown, response: import('node:http').ServerResponse) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end(page)
    }
    const marketOrigins = otherMarketOrigins({
      SITE_URL: 'https://www.demomedika.hr',
      SITE_URL_CRO: 'https://www.demomedika.hr/',
      SITE_URL_SLO: 'https://www.demomedika.si',
      SITE_URL_BIH: 'https://www.demomedika.ba/ba',
    })
    expect(marketOrigins).toEqual(['https://www.demomedika.si', 'https://www.demomedika.ba'])
    const draft = await fetch(await serve(html, { draftPreview: true, marketOrigins }))
    expect(draft.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://www.demomedika.si https://www.demomedika.ba",
    )
    expect(draft.headers.get('x-frame-options')).toBeNull()
    stopWrapped()
    const admin = await fetch(await serve(html, { adminPage: true, marketOrigins }))
    expect(admin.headers.get('content-security-policy')).toContain(
      "frame-src 'self' https://www.demomedika.si https://www.demomedika.ba;",
    )
    stopWrapped()
    const published = await fetch(await serve(html, { marketOrigins }))
    expect(published.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(published.headers.get('x-frame-options')).toBe('DENY')
  })

  it('keep a 304 of a page, which names no content type, on the policy its ETag was sent with', async () => {
    const url = await serve((request, response) => {
      response.setHeader('ETag', '"v1"')
      if (request.headers['if-none-match'] === '"v1"') {
        response.statusCode = 304
        return response.end()
      }
      response.setHeader('Content-Type', 'text/html')
      response.end(page)
    })
    const first = await fetch(url)
    const again = await fetch(url, { headers: { 'if-none-match': '"v1"' } })
    expect(again.status).toBe(304)
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
  })

  it('give a page an ETag from its bytes, and answer a request that names it by a 304 on the same policy', async () => {
    const url = await serve((request, response) => {
      response.setHeader('Content-Type', 'text/html')
      response.setHeader('Cache-Control', request.url === '/private' ? 'private, no-store' : 'public, max-age=0')
      response.end(page)
    })
    const first = await fetch(url)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toBe(`"${createHash('sha1').update(page).digest('base64url')}"`)
    const again = await fetch(url, { headers: { 'if-none-match': `W/"other", W/${etag}` } })
    expect([again.status, await again.text()]).toEqual([304, ''])
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    const changed = await fetch(url, { headers: { 'if-none-match': '"other"' } })
    expect([changed.status, await changed.text()]).toEqual([200, page])
    expect((await fetch(`${url}/private`)).headers.get('etag')).toBeNull()
  })

  it('sandbox any other answer, and over HTTPS add HSTS and Secure to every cookie', async () => {
    const url = await serve(
      (_request, response) => {
        // As Next does: its setHeader adds the proxy's cookies to any Set-Cookie it is given.
        const ownSetHeader = response.setHeader.bind(response)
        response.setHeader = (name, value) =>
          ownSetHeader(
            name,
            name.toLowerCase() === 'set-cookie' ? [...new Set(['a=1; Path=/', ...[value].flat().map(String)])] : value,
          )
        response.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Set-Cookie': ['a=1; Path=/', 'b=2; Secure'] })
        response.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
      },
      { https: true },
    )
    const response = await fetch(url)
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox")
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/; Secure', 'b=2; Secure'])
  })

  it('go with the document that replaces an answer, and its policy names that document’s scripts', async () => {
    const replacement = Buffer.from(`<html><body>${text}<script>self.screen=1</script></body></html>`)
    const url = await serve(
      (_request, response) => {
        response.writeHead(404, { 'Content-Type': 'text/html', 'Content-Length': '20', ETag: '"next"' })
        response.end('<html id="x"></html>')
      },
      {},
      async (status) => (status === 404 ? replacement : null),
    )
    const answer = await fetch(url)
    expect(answer.status).toBe(404)
    expect(answer.headers.get('etag')).toBeNull()
    expect(answer.headers.get('content-security-policy')).toContain(sha256('self.screen=1'))
    expect(await answer.text()).toBe(String(replacement))
  })
})
