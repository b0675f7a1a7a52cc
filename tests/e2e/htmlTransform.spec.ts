import { createHash } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { startServer } from '../../scripts/lib/server.mjs'
import { e2eEnv } from './support/env.mjs'

/**
 * The production server's one HTML transform (server.mjs: hydration after load, complete status screens, the
 * hash-based policy) against the same build served by `next start`, page type by page type. It fails when
 * Next's markup no longer has what the transform expects (an upgrade changed it), and when the transform
 * changes anything of a page beyond the framework's script elements.
 */
const nextStartPort = String(Number(e2eEnv.PORT) + 6)
const nextStartUrl = `http://localhost:${nextStartPort}`
let nextStart: { stop: () => Promise<void> } | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  // The same build, database and public address; only the server differs.
  nextStart = await startServer(
    { ...e2eEnv, PORT: nextStartPort, NODE_ENV: 'production' },
    `${nextStartUrl}/robots.txt`,
    ['node_modules/.bin/next', 'start', '-p', nextStartPort],
  )
})

test.afterAll(async () => nextStart?.stop())

// What server/hydrateAfterLoad.mjs and server/statusScreens.mjs look for, as Next 16.4 writes it.
const frameworkScript = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const lowPriorityPreload = /<link rel="preload" as="script" fetchPriority="low" href="([^"<>]+)"\/>/g
const payloadStart = '<script>(self.__next_f'
const emptyErrorDocument = '<html id="__next_error__"'
const loader = /<script>\(function\(w,d,s\)\{.*?\}\)\(window,document,(\[[^\]]*\])\)<\/script>/

/** A page of each type the site serves. */
const pages = [
  '/',
  '/o-nama',
  '/novosti-i-dogadanja',
  '/en/departments/marketing/galderma',
  '/prijavljivanje-nuspojava',
  '/karijere',
  '/pretraga?q=dugopolje',
]

async function html(base: string, path: string) {
  const answer = await fetch(`${base}${path}`)
  return { status: answer.status, body: await answer.text(), policy: answer.headers.get('content-security-policy') }
}

/** The framework's scripts of a page, in order, where the transform reads them (before the RSC payload). */
const scriptsOf = (body: string) =>
  [...body.slice(0, body.indexOf(payloadStart)).matchAll(frameworkScript)].map((match) => match[1])

/** Next's page and the server's for one address, and that they differ only by the framework's script elements. */
async function expectSamePage(base: string, path: string) {
  const next = await html(nextStartUrl, path)
  const ours = await html(base, path)
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
  expect(ours.body.replace(loader, '')).toBe(withoutScripts)
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

for (const path of pages) {
  test(`${path}: the same page as next start's, its framework scripts started after the load`, async ({ baseURL }) => {
    await expectSamePage(baseURL ?? '', path)
  })
}

test('a news article: the same page as next start’s, its framework scripts started after the load', async ({
  baseURL,
}) => {
  const list = await html(baseURL ?? '', '/novosti-i-dogadanja')
  const article = /href="(\/novosti-i-dogadanja\/[^"/?#]+)"/.exec(list.body)?.[1]
  expect(article, 'an article linked from the news list').toBeTruthy()
  await expectSamePage(baseURL ?? '', article ?? '')
})

test('an unknown address: Next sends its empty error document, the server the complete 404 screen', async ({
  baseURL,
}) => {
  const path = `/nepostojeca-${Date.now().toString(36)}`
  const next = await html(nextStartUrl, path)
  const ours = await html(baseURL ?? '', path)
  expect(next.status).toBe(404)
  expect(next.body, 'the document server/statusScreens.mjs replaces').toContain(emptyErrorDocument)
  expect(ours.status).toBe(404)
  expect(ours.body).not.toContain(emptyErrorDocument)
  expect(ours.body).toContain('<html lang="hr"')
  expect(ours.body).toContain('Stranica koju tražite nije pronađena')
})
