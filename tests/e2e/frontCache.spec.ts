import { createServer, request as forward } from 'node:http'
import { connect } from 'node:http2'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { publicPageCacheControl } from '../../src/config/httpCaching'
import { freePort } from '../support/servers/freePort.mjs'
import { startNginx } from '../support/servers/nginx.mjs'
import { e2eEnv } from './support/env.mjs'
import { staffHeaders } from './support/staff'

// Debian's nginx with deploy/nginx/site.conf.template in front of the cro server, one instance for the file.
test.describe.configure({ mode: 'serial' })
test.use({ ignoreHTTPSErrors: true })

let nginx: Awaited<ReturnType<typeof startNginx>>
test.beforeAll(async () => {
  nginx = await startNginx({ upstream: `127.0.0.1:${e2eEnv.PORT}` })
})
test.afterAll(async () => {
  await nginx?.stop()
})

/** The front cache's word on an answer: HIT, STALE and UPDATING came from its store. */
const cacheStatus = (response: { headers(): Record<string, string> }) => response.headers()['x-cache-status']
const fromStore = ['HIT', 'STALE', 'UPDATING']

async function getTwice(request: APIRequestContext, path: string) {
  await request.get(`${nginx.url}${path}`)
  return request.get(`${nginx.url}${path}`)
}

test('pages and build files are served from the front cache, pages with a one-second shared lifetime', async ({
  request,
}) => {
  const page = await getTwice(request, '/o-nama')
  expect(page.status()).toBe(200)
  expect(fromStore).toContain(cacheStatus(page))
  expect(page.headers()['cache-control']).toBe(publicPageCacheControl)
  expect(page.headers()['set-cookie']).toBeUndefined()

  const script = (await page.text()).match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1]
  expect(script).toBeDefined()
  const file = await getTwice(request, script ?? '')
  expect(cacheStatus(file)).toBe('HIT')
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('the front cache speaks HTTP/2 over TLS and compresses there: Brotli where accepted, else gzip, from one uncompressed copy the app sent', async ({
  request,
}) => {
  const app = await switchedApp()
  const front = await startNginx({ upstream: app.address })
  const script = (await (await request.get(`${front.url}/`)).text()).match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1]
  expect(script).toBeDefined()
  const session = connect(front.url, { rejectUnauthorized: false })
  const encodingOf = (path: string, acceptEncoding: string) =>
    new Promise<unknown>((resolve, reject) => {
      const stream = session.request({ ':path': path, 'accept-encoding': acceptEncoding })
      stream
        .on('response', (headers) =>
          resolve(headers[':status'] === 200 ? headers['content-encoding'] : headers[':status']),
        )
        .on('error', reject)
        .resume()
    })
  try {
    // Twice each: once filled from the app, once from the store, which keeps one copy for every encoding.
    for (const attempt of [1, 2]) {
      expect(await encodingOf('/', 'gzip'), `attempt ${attempt}`).toBe('gzip')
      expect(await encodingOf('/', 'gzip, deflate, br, zstd'), `attempt ${attempt}`).toBe('br')
      expect(await encodingOf(script ?? '', 'gzip, deflate, br, zstd'), `attempt ${attempt}`).toBe('br')
      expect(await encodingOf(script ?? '', 'gzip'), `attempt ${attempt}`).toBe('gzip')
    }
    // Brotli is the front's (Debian's module): the app was never asked for a compressed answer.
    expect(app.acceptEncodings.length).toBeGreaterThan(0)
    expect(app.acceptEncodings.filter((asked) => asked !== undefined)).toEqual([])
  } finally {
    session.close()
    await front.stop()
    await app.stop()
  }
})

test('a publish is live through the front cache once its stored copy ends', async ({ request }) => {
  const path = '/sluzbe/marketing-zastupstva/schmidgall/carmol-pastille'
  const auth = await staffHeaders(request)
  const found = await request.get(`${nginx.url}/api/pages?where[slug][equals]=carmol-pastille&locale=hr&depth=0`, {
    headers: auth,
  })
  const [brand] = ((await found.json()) as { docs: { id: number; lead: string }[] }).docs
  if (!brand) throw new Error('the seeded brand page carmol-pastille is missing')
  expect(fromStore).toContain(cacheStatus(await getTwice(request, path)))

  const marker = `Objavljeno ${Date.now()}`
  const publish = (lead: string) =>
    request.patch(`${nginx.url}/api/pages/${brand.id}?locale=hr`, { headers: auth, data: { lead } })
  expect((await publish(`${brand.lead} ${marker}`)).ok()).toBe(true)
  try {
    const live = async () => (await (await request.get(`${nginx.url}${path}`)).text()).includes(marker)
    // How soon is the stored copy's lifetime, which 'pages with a one-second shared lifetime' checks above; this
    // waits for the publish to come through it, and fails if it never does.
    await expect.poll(live, { timeout: 10_000 }).toBe(true)
  } finally {
    await publish(brand.lead)
  }
})

test("a redirect an editor saves for a stored page's address is followed through the front cache once its copy ends", async ({
  request,
}) => {
  const path = '/sluzbe/marketing-zastupstva/schmidgall/carmol-pastille'
  const auth = await staffHeaders(request)
  expect(fromStore).toContain(cacheStatus(await getTwice(request, path)))
  const leadsTo = async () => {
    const answer = await request.get(`${nginx.url}${path}`, { maxRedirects: 0 })
    const location = answer.headers().location
    return location ? new URL(location, nginx.url).pathname : answer.status()
  }
  const saved = await request.post(`${nginx.url}/api/redirects`, {
    headers: auth,
    data: { from: path, to: '/o-nama', statusCode: '302' },
  })
  expect(saved.status()).toBe(201)
  const { doc } = (await saved.json()) as { doc: { id: number } }
  try {
    await expect.poll(leadsTo, { timeout: 10_000 }).toBe('/o-nama')
  } finally {
    await request.delete(`${nginx.url}/api/redirects/${doc.id}`, { headers: auth })
  }
  await expect.poll(leadsTo, { timeout: 5_000 }).toBe(200)
})

test('forms, their challenge and the admin are never stored by the front cache', async ({ request }) => {
  const challenges = [
    await request.get(`${nginx.url}/api/contact/challenge`),
    await request.get(`${nginx.url}/api/contact/challenge`),
  ]
  expect(challenges.map(cacheStatus)).toEqual([undefined, undefined])
  expect(await challenges[0]?.text()).not.toBe(await challenges[1]?.text())

  for (const attempt of [1, 2]) {
    const refused = await request.post(`${nginx.url}/api/contact?locale=hr`, { data: {} })
    expect(refused.status(), `attempt ${attempt}`).toBe(400)
    expect(cacheStatus(refused)).toBeUndefined()
  }
  const admin = await getTwice(request, '/admin/login')
  expect(cacheStatus(admin)).toBeUndefined()
})

test("the visitor's language choice is stored through the front cache, and page views set no cookie", async ({
  page,
  context,
  request,
}) => {
  const localeCookie = async () => (await context.cookies()).find(({ name }) => name === 'NEXT_LOCALE')?.value
  await page.goto(`${nginx.url}/sluzbe/veterina`)
  expect(await localeCookie()).toBeUndefined()
  await page.locator('header a[hreflang="en"]').first().click()
  await expect(page).toHaveURL(`${nginx.url}/en/departments/animal-health`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await localeCookie()).toBe('en')

  // Every choice reaches the app (its answer carries the visitor's cookie and is never stored)…
  for (const attempt of [1, 2]) {
    const choice = await request.get(`${nginx.url}/en/departments/animal-health?language=en`, { maxRedirects: 0 })
    expect(choice.status(), `attempt ${attempt}`).toBe(303)
    expect(choice.headers().location).toBe('/en/departments/animal-health')
    expect(choice.headers()['set-cookie']).toContain('NEXT_LOCALE=en')
  }
  // …while the page itself comes from the store without a cookie.
  const view = await getTwice(request, '/en/departments/animal-health')
  expect(fromStore).toContain(cacheStatus(view))
  expect(view.headers()['set-cookie']).toBeUndefined()
})

/**
 * The app behind a switch: passing its answers on, refusing connections (`down`) or answering 503 (`failing`);
 * it notes how each request asked for compression.
 * Its pages' stale-while-revalidate becomes 1 s, so that a test need not wait out the app's 59 s to reach the
 * time when only nginx's stale-on-error may serve a stored copy.
 */
async function switchedApp() {
  const state = { mode: 'up' as 'up' | 'down' | 'failing' }
  // The Accept-Encoding of each request the front passed on.
  const acceptEncodings: (string | undefined)[] = []
  const port = await freePort()
  const server = createServer((incoming, outgoing) => {
    acceptEncodings.push(incoming.headers['accept-encoding'])
    if (state.mode === 'down') return incoming.socket.destroy()
    if (state.mode === 'failing') return outgoing.writeHead(503).end('Service unavailable')
    const upstream = { host: '127.0.0.1', port: Number(e2eEnv.PORT), path: incoming.url, method: incoming.method }
    const proxied = forward({ ...upstream, headers: incoming.headers }, (answer) => {
      const cacheControl = answer.headers['cache-control']?.replace(
        /stale-while-revalidate=\d+/,
        'stale-while-revalidate=1',
      )
      outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'cache-control': cacheControl })
      answer.pipe(outgoing)
    })
    incoming.pipe(proxied)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    state,
    acceptEncodings,
    address: `127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}

test('when the app fails or cannot be reached, the stored copy of a page is served, and a fresh one once it is back', async ({
  request,
}) => {
  const app = await switchedApp()
  const front = await startNginx({ upstream: app.address })
  const view = () => request.get(`${front.url}/o-nama`)
  try {
    await view()
    const stored = await view()
    // From the store: fresh, or (a busy machine past the page's 1 s lifetime) stale while nginx refreshes it.
    expect(['HIT', 'STALE', 'UPDATING']).toContain(cacheStatus(stored))
    const page = await stored.text()
    // Once past the page's shared lifetime (1 s) and its stale-while-revalidate (1 s here), only stale-on-error
    // serves it: with the app down, the stored copy comes back as STALE from then on.
    app.state.mode = 'down'
    await expect.poll(async () => cacheStatus(await view()), { timeout: 10_000 }).toBe('STALE')
    for (const mode of ['down', 'failing'] as const) {
      app.state.mode = mode
      const served = await view()
      expect(served.status(), mode).toBe(200)
      expect(cacheStatus(served), mode).toBe('STALE')
      expect(await served.text(), mode).toBe(page)
    }
    // Back up: the first view may still be the stored copy, served while nginx refreshes it in the background
    // when it falls within the copy's stale-while-revalidate; then a copy from the app (or the app itself) answers.
    app.state.mode = 'up'
    await expect.poll(async () => cacheStatus(await view()), { timeout: 10_000 }).not.toBe('STALE')
    expect((await view()).status()).toBe(200)
  } finally {
    await front.stop()
    await app.stop()
  }
})
