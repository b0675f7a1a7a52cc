// One build for staging and production (`node --test tests/cluster/addresses.test.mjs`, run by scripts/test.mjs
// after the e2e tests): the e2e build started with public addresses it was not built with, on its own SQLite
// database and without Redis, writes the running server's addresses into pages the build rendered.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { e2eEnv } from '../e2e/support/env.mjs'
import { startInstance } from './instances.mjs'

const production = {
  SITE_URL_CRO: 'https://www.demomedika.example',
  SITE_URL_SLO: 'https://www.demomedika.example.si',
  SITE_URL_BIH: 'https://www.demomedika.example.ba',
}
/** @type {Awaited<ReturnType<typeof startInstance>>} */
let instance

before(async () => {
  instance = await startInstance({ ...e2eEnv, ...production })
})

after(() => instance?.stop())

test('pages the build rendered carry the running server’s addresses, never the build’s', async () => {
  for (const [path, canonical] of [
    ['/', 'https://www.demomedika.example'],
    ['/o-nama', 'https://www.demomedika.example/o-nama'],
    ['/en/o-nama', 'https://www.demomedika.example/en/about-us'],
  ]) {
    const page = await fetch(`${instance.url}${path}`)
    assert.equal(page.status, 200, path)
    const html = await page.text()
    assert.ok(html.includes(`<link rel="canonical" href="${canonical}"/>`), `${path}: no canonical ${canonical}`)
    assert.ok(html.includes(`<meta property="og:url" content="${canonical}"/>`), `${path}: no og:url ${canonical}`)
    assert.ok(!html.includes(e2eEnv.SITE_URL_CRO), `${path} still names the build's address`)
    assert.ok(!html.includes(e2eEnv.SITE_URL_SLO), `${path} still names the build's Slovenian address`)
  }
})
