// `npm run bench`: load-tests a few pages of the running production build (start it first with
// `npm run demo` or `npm start`). Prints requests per second and latency percentiles; asserts nothing. Each
// page is loaded with 500 requests first, unmeasured, so that the figures are those of a cached page.
// BENCH_NGINX=1 also starts Debian's nginx with deploy/nginx in front of it and loads the same pages through
// its cache in the same run (HTTPS, HTTP/1.1), then the same bytes as static files of that nginx: the budget is
// that a page through the front cache gets at least 80 % of nginx's rate for a file of its size.
// BENCH_ENGINES=1 instead starts the build itself twice, each on a freshly seeded database: on SQLite alone,
// and on PostgreSQL + Redis as a cluster runs it (tests/cluster), and loads the same pages from both.
// BENCH_ACCEPT_ENCODING (e.g. `br`, as every browser asks) sends that Accept-Encoding; without it the pages are
// asked for uncompressed, as the figures before 2026-11-26 (session 11) were.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startInstance } from '../tests/cluster/instances.mjs'
import { e2eEnv } from '../tests/e2e/support/env.mjs'
import { startNginx } from '../tests/support/servers/nginx.mjs'
import { startPostgres } from '../tests/support/servers/postgres.mjs'
import { startRedis } from '../tests/support/servers/redis.mjs'
import { seedDatabase } from './lib/run.mjs'

const base = process.env.BENCH_URL || `http://localhost:${process.env.PORT || 3029}`
const connections = Number(process.env.BENCH_CONNECTIONS || 50)
const duration = Number(process.env.BENCH_SECONDS || 10)
const warmUpRequests = 500
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING
const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
/**
 * A query never asked before on each request (the same word in another mix of capitals: the same results,
 * another results page), so that none comes from the cache: the cost of a search that misses it.
 */
function distinctQueries() {
  const word = 'distribucijski'
  let count = 0
  return () => {
    count += 1
    const letters = [...word].map((letter, index) => ((count >> index) & 1 ? letter.toUpperCase() : letter))
    return `/pretraga?q=${letters.join('')}`
  }
}
const distinctLabel = '/pretraga?q=… (a new query each request)'

// A query's results are cached per query, kind and page (an inflected query and one with a typo, repeated),
// and measured once more with a new query on each request.
const paths = [
  '/',
  '/en',
  '/o-nama',
  '/sluzbe/veterina',
  '/en/departments/marketing/galderma',
  '/novosti-i-dogadanja',
  '/pretraga?q=dugopolje',
  '/pretraga?q=cetafil',
  distinctLabel,
]

/**
 * Loads each path of `origin`, prints a line per path and returns the requests per second by path.
 * @param {string} origin @param {string} label @param {(path: string) => string} [address]
 * @param {string[]} [list] the paths to load
 */
async function load(origin, label, address = (path) => path, list = paths) {
  const asked = acceptEncoding ? `Accept-Encoding: ${acceptEncoding}` : 'uncompressed'
  console.log(`\n${label}: ${origin}, ${connections} connections, ${duration} s per page, ${asked}`)
  const columns = ['req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'KB/req']
  console.log('path'.padEnd(44), ...columns.map((column) => column.padStart(8)))
  /** @type {Map<string, number>} */
  const rates = new Map()
  for (const path of list) {
    // Measured warm: the first requests of a route load its code and fill the caches; those are not the
    // cached page the budget is about. New queries are warmed with other new queries (the route's code).
    const next = path === distinctLabel ? distinctQueries() : null
    const requests = next ? [{ setupRequest: (request) => ({ ...request, path: next() }) }] : undefined
    const url = next ? origin : `${origin}${address(path)}`
    await autocannon({ url, connections, headers, requests, amount: warmUpRequests })
    const result = await autocannon({ url, connections, headers, requests, duration })
    rates.set(path, result.requests.average)
    console.log(
      path.padEnd(44),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.non2xx + result.errors).padStart(8),
      (result.throughput.average / result.requests.average / 1024).toFixed(1).padStart(8),
    )
  }
  return rates
}

/** The build on a seeded database of its own, loaded, then stopped. @param {string} label @param {Record<string, string>} env */
async function loadInstance(label, env) {
  await seedDatabase(env)
  const instance = await startInstance(env)
  try {
    await load(instance.url, label)
  } finally {
    await instance.stop()
  }
}

if (process.env.BENCH_ENGINES === '1') {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-'))
  const own = { ...e2eEnv, MEDIA_DIR: path.join(folder, 'media') }
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()])
  try {
    await loadInstance('SQLite', { ...own, DATABASE_URL: `file:${path.join(folder, 'site.db')}` })
    await loadInstance('PostgreSQL + Redis', { ...own, DATABASE_URL: `${postgres.url}/bench`, REDIS_URL: redis.url })
  } finally {
    await Promise.all([redis.stop(), postgres.stop()])
    rmSync(folder, { recursive: true, force: true })
  }
} else {
  await load(base, 'Node alone')
}
if (process.env.BENCH_NGINX === '1') {
  // The test certificate is self-signed: this process only talks to the nginx it started.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  // Each page as it leaves Node, saved as a file: nginx serves those from disk beside the proxied site
  // (a new query each request has no one file to compare with).
  const cachedPaths = paths.filter((path) => path !== distinctLabel)
  const fileOf = (/** @type {string} */ path) => `page-${paths.indexOf(path)}.html`
  const staticFiles = Object.fromEntries(
    await Promise.all(
      cachedPaths.map(async (path) => [
        fileOf(path),
        Buffer.from(await (await fetch(`${base}${path}`, { headers })).arrayBuffer()),
      ]),
    ),
  )
  const nginx = await startNginx({ upstream: new URL(base).host, staticFiles })
  try {
    const proxied = await load(nginx.url, 'nginx (deploy/nginx) in front')
    const files = await load(
      nginx.staticUrl,
      'nginx serving each page as a static file',
      (path) => `/${fileOf(path)}`,
      cachedPaths,
    )
    console.log('\nFront cache ÷ static file (budget ≥ 80 %)')
    for (const path of cachedPaths) {
      const share = (100 * (proxied.get(path) ?? 0)) / (files.get(path) || 1)
      console.log(path.padEnd(44), `${share.toFixed(0)} %`.padStart(8))
    }
  } finally {
    await nginx.stop()
  }
}
