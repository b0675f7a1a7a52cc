// `npm run lighthouse`: Lighthouse mobile (its default throttling) in Debian's Chromium on the five page
// types of the speed budget, median of 3 runs each. Seeds the demo content into .lighthouse/, builds and
// starts the production server (`npm start`, so the security headers are measured too), measures, stops it.
// LIGHTHOUSE_URL measures a site that is already running instead (e.g. behind deploy/nginx). Asserts nothing.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromiumFlags } from '../tests/e2e/support/chromiumFlags.mjs'
import { buildSite, seedDatabase } from './lib/run.mjs'
import { startServer } from './lib/server.mjs'

const runs = Number(process.env.LIGHTHOUSE_RUNS || 3)
const port = process.env.LIGHTHOUSE_PORT || '3229'
const workDir = '.lighthouse'
const pages = [
  ['home', '/'],
  ['news list', '/novosti-i-dogadanja'],
  ['news article', '/novosti-i-dogadanja/novi-distribucijski-centar'],
  ['brand page', '/sluzbe/marketing-zastupstva/galderma/cetaphil'],
  ['report form', '/prijavljivanje-nuspojava'],
]

const siteUrl = `http://localhost:${port}`
const env = {
  SITE_MARKET: 'cro',
  PORT: port,
  SITE_URL: siteUrl,
  SITE_URL_CRO: siteUrl,
  DATABASE_URL: `file:./${workDir}/site.db`,
  MEDIA_DIR: `${workDir}/media`,
  PAYLOAD_SECRET: 'lighthouse-only-secret-not-for-production',
  PV_SENDER_ID: 'DEMOMEDIKA-LIGHTHOUSE',
}

/** One Lighthouse run of one address: the parsed JSON report (the CLI launches and closes Chromium). */
function lighthouse(url) {
  return new Promise((resolve, reject) => {
    const args = [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${chromiumFlags.join(' ')}`,
    ]
    const child = spawn(path.resolve('node_modules', '.bin', 'lighthouse'), args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`lighthouse ${url}: exit ${code}`)),
    )
  })
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a run is made again, twice at most. */
async function lighthouseRun(url, attempts = 3) {
  try {
    return await lighthouse(url)
  } catch (error) {
    if (attempts <= 1) throw error
    console.error(`${error.message}; running it again`)
    return lighthouseRun(url, attempts - 1)
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const score = (report, category) => Math.round(report.categories[category].score * 100)
const audit = (report, id) => report.audits[id].numericValue
const scriptKiB = (report) =>
  report.audits['resource-summary'].details.items.find(({ resourceType }) => resourceType === 'script').transferSize /
  1024

const columns = [
  ['perf', (report) => score(report, 'performance'), (value) => String(value)],
  ['LCP s', (report) => audit(report, 'largest-contentful-paint') / 1000, (value) => value.toFixed(2)],
  ['TBT ms', (report) => audit(report, 'total-blocking-time'), (value) => value.toFixed(0)],
  ['CLS', (report) => audit(report, 'cumulative-layout-shift'), (value) => value.toFixed(3)],
  ['script KiB', scriptKiB, (value) => value.toFixed(1)],
  ['a11y', (report) => score(report, 'accessibility'), (value) => String(value)],
  ['best pr.', (report) => score(report, 'best-practices'), (value) => String(value)],
  ['SEO', (report) => score(report, 'seo'), (value) => String(value)],
  // Lighthouse's own CPU benchmark of the machine: figures taken on machines of different speed are not compared.
  ['CPU index', (report) => report.environment.benchmarkIndex, (value) => value.toFixed(0)],
]

async function measure(base) {
  mkdirSync(path.join(workDir, 'reports'), { recursive: true })
  console.log(`Lighthouse mobile, default throttling, median of ${runs} runs, on ${base}\n`)
  console.log('page'.padEnd(14), ...columns.map(([name]) => name.padStart(10)), '  LCP element')
  for (const [name, pagePath] of pages) {
    // The first request of a route loads its code and fills the caches: not what a visitor of a live site meets.
    // Asked as Chromium asks (Brotli), so the page is compressed as for a browser.
    for (let warmUp = 0; warmUp < 3; warmUp += 1) {
      await (
        await fetch(`${base}${pagePath}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
      ).arrayBuffer()
    }
    const reports = []
    for (let index = 1; index <= runs; index += 1) {
      const report = await lighthouseRun(`${base}${pagePath}`)
      writeFileSync(path.join(workDir, 'reports', `${name.replaceAll(' ', '-')}-${index}.json`), JSON.stringify(report))
      reports.push(report)
    }
    // Lighthouse 13 names the LCP element in its LCP breakdown insight: a list whose node item is the element.
    const lcpElement = reports[0].audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
    console.log(
      name.padEnd(14),
      ...columns.map(([, read, format]) => format(median(reports.map(read))).padStart(10)),
      ' ',
      lcpElement ? `${lcpElement.selector}` : '',
    )
  }
  console.log(`\nThe reports (JSON) are in ${workDir}/reports.`)
}

if (process.env.LIGHTHOUSE_URL) {
  await measure(process.env.LIGHTHOUSE_URL.replace(/\/$/, ''))
} else {
  rmSync(workDir, { recursive: true, force: true })
  mkdirSync(workDir, { recursive: true })
  await seedDatabase(env)
  await buildSite(env)
  const server = await startServer(env, `${siteUrl}/api/health/ready`)
  try {
    await measure(siteUrl)
  } finally {
    await server.stop()
  }
}
