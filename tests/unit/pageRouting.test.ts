import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type PageRoute, pageRouting, publishPageRouter, routedHeader } from '../../server/pageRouting.mjs'

const routerKey = Symbol.for('medical-wholesaler.page-router')
let distDir: string

beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'page-routing-'))
  mkdirSync(path.join(distDir, 'server'))
  // As Next compiles a matcher that leaves out /admin and files.
  const regexp = '^(?:\\/((?!(?:admin)(?:\\/|$)|.*\\..*).*))[\\/#\\?]?$'
  const manifest = { version: 1, functions: { '/_middleware': { runtime: 'nodejs', matchers: [{ regexp }] } } }
  writeFileSync(path.join(distDir, 'server', 'functions-config-manifest.json'), JSON.stringify(manifest))
  return () => rmSync(distDir, { recursive: true, force: true })
})

afterEach(() => {
  Reflect.deleteProperty(globalThis, routerKey)
})

function exchange(url: string, headers: IncomingHttpHeaders = { accept: 'text/html', cookie: 'a=1' }) {
  const request = { url, method: 'GET', headers: { ...headers } } as IncomingMessage
  const sent = new Map<string, unknown>()
  const response = { setHeader: (name: string, value: unknown) => sent.set(name, value) } as unknown as ServerResponse
  return { request, response, sent }
}

const route: PageRoute = {
  url: '/cro/hr/o-nama',
  requestHeaders: { accept: 'text/html', 'x-next-intl-locale': 'hr' },
  responseHeaders: [['cache-control', 'public, s-maxage=1']],
}

describe('a page request routed before Next', () => {
  it('takes the internal address, the headers the proxy gave, and the mark that keeps the middleware out', async () => {
    const asked: unknown[] = []
    // The request's headers as the router saw them (they are replaced in place after).
    publishPageRouter(async (...args) => {
      asked.push(JSON.parse(JSON.stringify(args)))
      return route
    })
    const { request, response, sent } = exchange('/o-nama')
    await pageRouting(distDir, 3029).route(request, response, true)
    expect(asked).toEqual([['https://localhost:3029', '/o-nama', 'GET', { accept: 'text/html', cookie: 'a=1' }]])
    expect(request.url).toBe('/cro/hr/o-nama')
    expect(request.headers).toEqual({ accept: 'text/html', 'x-next-intl-locale': 'hr', [routedHeader]: '1' })
    expect([...sent]).toEqual([['cache-control', 'public, s-maxage=1']])
  })

  it('is left to Next’s middleware before the app has started, off the matcher, or when the router declines', async () => {
    const untouched = async (url: string) => {
      const { request, response, sent } = exchange(url)
      await pageRouting(distDir, 3029).route(request, response, false)
      return request.url === url && request.headers.cookie === 'a=1' && !(routedHeader in request.headers) && !sent.size
    }
    expect(await untouched('/o-nama')).toBe(true)
    const router = vi.fn(async () => route)
    publishPageRouter(router)
    expect(await untouched('/admin/collections')).toBe(true)
    expect(await untouched('/logo.svg')).toBe(true)
    expect(router).not.toHaveBeenCalled()
    publishPageRouter(async () => null)
    expect(await untouched('/o-nama')).toBe(true)
    publishPageRouter(async () => Promise.reject(new Error('the database is away')))
    expect(await untouched('/o-nama')).toBe(true)
  })

  it('uses the header the proxy’s matcher leaves out', () => {
    const proxySource = readFileSync('src/proxy.ts', 'utf8')
    expect(/missing: \[\{ type: 'header', key: '([^']+)' \}\]/.exec(proxySource)?.[1]).toBe(routedHeader)
  })
})
