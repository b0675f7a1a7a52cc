// The cluster test (`node --test tests/cluster/cluster.test.mjs`, run by scripts/test.mjs after the e2e build):
// two instances of that build on PostgreSQL + Redis + S3 + SMTP behave as one site.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { Redis } from 'ioredis'
import sharp from 'sharp'
import { startCluster } from './instances.mjs'

const rateLimit = 70
const messages = 30
/** @type {Awaited<ReturnType<typeof startCluster>>} */
let cluster
const staff = { email: 'cluster-admin@example.com', password: 'Cluster-test-password-1' }
let token = ''

before(async () => {
  cluster = await startCluster({ rateLimit })
  await fetch(`${cluster.a.url}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  })
  const login = await fetch(`${cluster.a.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  })
  token = (await login.json()).token
})

after(() => cluster?.stop())

/** @param {string} url @param {RequestInit} [init] */
const asStaff = (url, init = {}) =>
  fetch(url, {
    ...init,
    headers: { ...init.headers, 'content-type': 'application/json', authorization: `JWT ${token}` },
  })

/**
 * What a browser does: fetch a challenge (waiting out its rate limit, should the tests before have used it
 * up), solve it, send the form. @param {string} base @param {string} name
 */
async function sendContactMessage(base, name) {
  let answer = await fetch(`${base}/api/contact/challenge`)
  while (answer.status === 429) {
    await sleep(Number(answer.headers.get('retry-after') ?? 1) * 1_000)
    answer = await fetch(`${base}/api/contact/challenge`)
  }
  const challenge = await answer.json()
  const solution = await solveChallenge({ challenge, deriveKey })
  const botCheckToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  const form = {
    department: 'prodaja_dugopolje',
    name,
    email: 'cluster@example.com',
    message: 'Pozdrav',
    privacyAccepted: true,
  }
  return fetch(`${base}/api/contact?locale=hr`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...form, botCheckToken }),
  })
}

/** The status of every mail in the outbox, as staff see it through B. */
const statuses = async () =>
  (await (await asStaff(`${cluster.b.url}/api/mail-outbox?limit=100&where[subject][exists]=true`)).json()).docs.map(
    (/** @type {{ status: string }} */ mail) => mail.status,
  )

/** @param {() => boolean} done @param {number} timeoutMs */
async function waitFor(done, timeoutMs) {
  for (const started = Date.now(); !done(); await sleep(100)) {
    if (Date.now() - started > timeoutMs) return false
  }
  return true
}

// How soon B hears of A's publish (a quarter of a second) is the cache handler's, tested with a clock of its own in
// tests/int/nextCache.int.test.ts; here B is asked until it serves the publish.
test('a publish through A is live on B', { timeout: 60_000 }, async () => {
  const latest = await (await asStaff(`${cluster.a.url}/api/news?limit=1&locale=hr&sort=-publishedAt`)).json()
  const news = latest.docs[0]
  const list = `${cluster.b.url}/novosti-i-dogadanja`
  for (let warm = 0; warm < 2; warm += 1) assert.ok((await (await fetch(list)).text()).includes(news.title))
  const title = `Objava klastera ${Date.now()}`
  const patched = await asStaff(`${cluster.a.url}/api/news/${news.id}?locale=hr`, {
    method: 'PATCH',
    body: JSON.stringify({ title }),
  })
  assert.equal(patched.status, 200)
  while (!(await (await fetch(list)).text()).includes(title)) await sleep(50)
})

/** What B answers for `path`: "301 /o-nama", or "none". @param {string} path */
async function redirectOnB(path) {
  const response = await fetch(`${cluster.b.url}${path}`, { redirect: 'manual' })
  const location = response.headers.get('location')
  return location ? `${response.status} ${new URL(location, cluster.b.url).pathname}` : 'none'
}

/** Asks B for `path` until it answers `expected`. @param {string} path @param {string} expected */
async function untilRedirectOnB(path, expected) {
  while ((await redirectOnB(path)) !== expected) await sleep(50)
}

test('unknown addresses answer 404 on A and B, and none of them is kept in the shared page cache', async () => {
  const unknown = `nepostojeca-${Date.now().toString(36)}`
  const addresses = ['/o-nama', `/${unknown}`, `/en/${unknown}`, `/novosti-i-dogadanja/${unknown}`]
  for (const address of addresses) {
    for (const base of [cluster.a.url, cluster.b.url]) {
      const answer = await fetch(`${base}${address}`)
      assert.equal(answer.status, address === '/o-nama' ? 200 : 404, address)
    }
  }
  const redis = new Redis(cluster.redis.url)
  const keys = await redis.keys('next-cache:*:entry:*')
  redis.disconnect()
  // The known page is kept (the check below can see a kept page), no unknown address is.
  assert.ok(
    keys.some((key) => key.endsWith('/o-nama')),
    keys.join(' '),
  )
  assert.deepEqual(
    keys.filter((key) => key.includes(unknown)),
    [],
  )
})

test('a redirect saved through A is followed by B, its deletion too', { timeout: 60_000 }, async () => {
  const from = '/stara-ponuda-klastera'
  assert.equal(await redirectOnB(from), 'none')
  const saved = await asStaff(`${cluster.a.url}/api/redirects`, {
    method: 'POST',
    body: JSON.stringify({ from, to: '/o-nama', statusCode: '301' }),
  })
  assert.equal(saved.status, 201)
  await untilRedirectOnB(from, '301 /o-nama')
  const { doc } = await saved.json()
  assert.equal((await asStaff(`${cluster.a.url}/api/redirects/${doc.id}`, { method: 'DELETE' })).status, 200)
  await untilRedirectOnB(from, 'none')
})

test('an image uploaded through A is served by B from the bucket, presets included', async () => {
  const ready = await (await fetch(`${cluster.b.url}/api/health/ready`)).json()
  assert.deepEqual(ready.checks, { database: 'ok', migrations: 'ok', redis: 'ok', bucket: 'ok' })
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a7ab0' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), 'cluster.png')
  form.append('_payload', JSON.stringify({ alt: 'Skladište' }))
  const uploaded = await fetch(`${cluster.a.url}/api/media?locale=hr`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body: form,
  })
  assert.equal(uploaded.status, 201)
  const { doc } = await uploaded.json()
  const stored = await fetch(`${cluster.s3.endpoint}/${cluster.s3.bucket}/${doc.filename}`)
  assert.equal(stored.status, 200)
  const served = await fetch(`${cluster.b.url}/assets/${doc.id}`)
  assert.equal(served.status, 200)
  assert.ok(Buffer.from(await served.arrayBuffer()).equals(png), 'B served other bytes than A stored')
  const hero = await fetch(`${cluster.b.url}/assets/${doc.id}?key=hero`)
  assert.equal(hero.headers.get('content-type'), 'image/webp')
  assert.equal((await sharp(Buffer.from(await hero.arrayBuffer())).metadata()).width, 1536)
})

test('30 contact messages spread over A and B arrive exactly once each', async () => {
  const before = cluster.smtp.messageIds.length
  for (let index = 0; index < messages; index += 1) {
    const response = await sendContactMessage(index % 2 === 0 ? cluster.a.url : cluster.b.url, `Cluster ${index}`)
    assert.equal(response.status, 200)
  }
  assert.ok(await waitFor(() => cluster.smtp.messageIds.length >= before + messages, 30_000), 'not every mail came')
  // Once the outbox holds no unsent mail, nothing more is sent: a repeat would have come before.
  while ((await statuses()).some((status) => status !== 'sent')) await sleep(100)
  const received = cluster.smtp.messageIds.slice(before)
  assert.equal(received.length, messages)
  assert.equal(new Set(received).size, messages)
})

test('the rate limit is shared: the (limit+1)-th request over A and B gets 429', async () => {
  // Each message above was one submission from this address (challenges are counted apart).
  const used = messages
  for (let hit = used; hit < rateLimit; hit += 1) {
    const response = await fetch(`${hit % 2 === 0 ? cluster.a.url : cluster.b.url}/api/contact?locale=hr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    assert.equal(response.status, 400)
  }
  const refused = await fetch(`${cluster.b.url}/api/contact?locale=hr`, { method: 'POST', body: '{}' })
  assert.equal(refused.status, 429)
  // The window is 10 minutes: the tests after this one send from the same address with a new allowance.
  const redis = new Redis(cluster.redis.url)
  const keys = await redis.keys('rate-limit:public-forms*')
  if (keys.length > 0) await redis.del(...keys)
  redis.disconnect()
})

test('a kill -9 of A while mail is pending loses none and repeats none but with its Message-ID', async () => {
  // The SMTP server answers slowly: A is killed while it holds mail.
  cluster.smtp.settings.answerDelayMs = 1_500
  const before = cluster.smtp.messageIds.length
  const pending = 6
  for (let index = 0; index < pending; index += 1) {
    const response = await sendContactMessage(cluster.a.url, `Killed ${index}`)
    assert.equal(response.status, 200)
  }
  await waitFor(() => cluster.smtp.messageIds.length > before, 10_000)
  cluster.a.kill()
  cluster.smtp.settings.answerDelayMs = 0
  // B sends what A left: due mail at once, a mail A held once A's claim ran out (20 s) and B's delivery (every
  // 15 s) ran after that, so within about 40 s, more on a loaded machine.
  const deadline = Date.now() + 300_000
  for (let left = await statuses(); left.some((status) => status !== 'sent'); left = await statuses()) {
    assert.ok(Date.now() < deadline, `mail stayed unsent after A died: ${left.join(', ')}`)
    await sleep(2_000)
  }
  const received = cluster.smtp.messageIds.slice(before)
  const distinct = new Set(received)
  assert.equal(distinct.size, pending)
  // A repeat (A died after the server took the mail, before it recorded it) carries the first one's Message-ID.
  assert.ok(received.length - distinct.size <= 1)
})

test('with Redis down, B still serves pages and takes contact messages, and says it is not ready', async () => {
  await cluster.redis.stop()
  for (const page of ['/', '/o-nama', '/novosti-i-dogadanja']) {
    assert.equal((await fetch(`${cluster.b.url}${page}`)).status, 200, page)
  }
  assert.equal((await fetch(`${cluster.b.url}/api/health/ready`)).status, 503)
  const before = cluster.smtp.messageIds.length
  assert.equal((await sendContactMessage(cluster.b.url, 'Without Redis')).status, 200)
  assert.ok(await waitFor(() => cluster.smtp.messageIds.length > before, 30_000), 'the mail did not come')
})
