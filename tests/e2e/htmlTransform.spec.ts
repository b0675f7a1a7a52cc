import { createHash } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { startServer } from '../../scripts/lib/server.mjs'
import { startRedis } from '../support/servers/redis.mjs'
import { e2eEnv } from './support/env.mjs'

/**
 * The production server's one HTML transform (server.mjs: hydration after load, complete status screens, the
 * hash-based policy) against the same build served by `next start`, page type by page type. It fails when
 * Next's markup no longer has what the transform expects (an upgrade changed it), and when the transform
 * changes anything of a page beyond the framework's script elements.
 */
const port = (offset: number) => String(Number(e2eEnv.PORT) + offset)
const oursUrl = `http://localhost:${port(6)}`
const nextStartUrl = `http://localhost:${port(7)}`
const running: { stop: () => Promise<void> }[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  // Both on one Redis, the cache a cluster shares: each page is rendered once and served by both, so what the
  // suite's other tests publish meanwhile (through the other servers) cannot make the two differ.
  const redis = await startRedis()
  running.push(redis)
  const env = { ...e2eEnv, REDIS_URL: redis.url, NODE_ENV: 'production' }
  running.push(
    await startServer({ ...env, PORT: port(6) }, `${oursUrl}/robots.txt`, [process.execPath, 'server.mjs']),
    await startServer({ ...env, PORT: port(7) }, `${nextStartUrl}/robots.txt`, [
      'node_modules/.bin/next',
      'start',
      '-p',
      port(7),
    ]),
  )
})

test.afterAll(async () => {
  for (const server of running.reverse()) await server.stop()
})

// What server/hydrateAfterLoad.mjs and server/statusScreens.mjs look for, as Next 16.4 writes it.
const frameworkScript = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const lowPriorityPreload = /<link rel="preload" as="script" fetchPriority="low" href="([^"<>]+)"\/>/g
const payloadStart = '<script>(self.__next_f'
const emptyErrorDocument = '<html id="__next_error__"'
const loader = /<script>\(function\(w,d,s\)\{.*?\}\)\(window,document,(\[[^\]]*\])\)<\/script>/

/** A page of each type the site serves; `true` for those rendered per request. */
const pages: [string, boolean][] = [
  ['/', false],
  ['/o-nama', false],
  ['/novosti-i-dogadanja', false],
  ['/en/departments/marketing/galderma', false],
  ['/prijavljivanje-nuspojava', false],
  ['/karijere', true],
  ['/pretraga?q=dugopolje', true],
]

async function html(base: string, path: string) {
  const answer = await fetch(`${base}${path}`)
  return { status: answer.status, body: await answer.text(), policy: answer.headers.get('content-security-policy') }
}

/** The framework's scripts of a page, in order, where the transform reads them (before the RSC payload). */
const scriptsOf = (body: string) =>
  [...body.slice(0, body.indexOf(payloadStart)).matchAll(frameworkScript)].map((match) => match[1])

/**
 * A document as its markup before the RSC payload, and the payload. A page rendered per request (a filter, a
 * search) streams the payload's rows in the order they finish, numbered in that order, so two renders differ
 * there: only its markup is compared.
 */
function comparable(body: string, perRequest: boolean) {
  const start = body.indexOf(payloadStart)
  return { markup: body.slice(0, start), payload: perRequest ? null : body.slice(start) }
}

/** Next's page and the server's for one address, and that they differ only by the framework's script elements. */
async function expectSamePage(path: string, perRequest = false) {
  const next = await html(nextStartUrl, path)
  const ours = await html(oursUrl, path)
  expect(next.status, path).toBe(200)
  expect(ours.status, path).toBe(200)
  // What the transform expects of Next's markup.
  expect(next.body.indexOf(payloadStart), 'the RSC payload as Next writes it').toBeGreaterThan(0)
  const scripts = scriptsOf(next.body)
  expect(scripts.length, 'framework script elements as Next writes them').toBeGreaterThan(0)
  // What it made of them: none left in the page, each added by the loader after the load.
  expect(scriptsOf(ours.body)).toEqual([])
  expect(JSON.parse(loader.exec(ours.body)?.[1] ?? '[]')).toEqual(scripts)
  // Nothing else changed: Next's page without its script elements and their preloads is ours without the loader.
  const withoutScripts = next.body
    .replace(frameworkScript, '')
    .replace(lowPriorityPreload, (preload, href) => (scripts.includes(href) ? '' : preload))
  expect(comparable(ours.body.replace(loader, ''), perRequest)).toEqual(comparable(withoutScripts, perRequest))
  // Every inline script of the page, the loader included, is allowed by its hash.
  const inline = [...ours.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  for (const [, code] of inline) {
    expect(ours.policy).toContain(
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
    )
  }
}

for (const [path, perRequest] of pages) {
  test(`${path}: the same page as next start's, its framework scripts started after the load`, async () => {
    await expectSamePage(path, perRequest)
  })
}

test('a news article: the same page as next start’s, its framework scripts started after the load', async () => {
  const list = await html(oursUrl, '/novosti-i-dogadanja')
  const article = /href="(\/novosti-i-dogadanja\/[^"/?#]+)"/.exec(list.body)?.[1]
  expect(article, 'an article linked from the news list').toBeTruthy()
  await expectSamePage(article ?? '')
})

test('an unknown address: Next sends its empty error document, the server the complete 404 screen', async () => {
  const path = `/nepostojeca-${Date.now().toString(36)}`
  const next = await html(nextStartUrl, path)
  const ours = await html(oursUrl, path)
  expect(next.status).toBe(404)
  expect(next.body, 'the document server/statusScreens.mjs replaces').toContain(emptyErrorDocument)
  expect(ours.status).toBe(404)
  expect(ours.body).not.toContain(emptyErrorDocument)
  expect(ours.body).toContain('<html lang="hr"')
  expect(ours.body).toContain('Stranica koju tražite nije pronađena')
})
