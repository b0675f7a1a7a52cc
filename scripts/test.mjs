// `npm test`: the whole suite. Type check and lint, unit and integration tests beside one production
// build against a fresh seeded database, then the end-to-end tests in Debian's Chromium, then the same build
// started with other public addresses, and the cluster test: twice on PostgreSQL, Redis, S3 and SMTP (tests/cluster).
// On the Node of .nvmrc (installed into .cache/ when missing); prints each stage's time and the total at the end.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { e2eEnv } from '../tests/e2e/support/env.mjs'
import { debianPostgresBin } from '../tests/support/servers/debianPostgres.mjs'
import { brotliModulePath, nginxPath } from '../tests/support/servers/nginx.mjs'
import { runUnderProjectNode } from './lib/node24.mjs'
import { buildSite, run, seedDatabase } from './lib/run.mjs'
import { timeStages } from './lib/stages.mjs'

await runUnderProjectNode()

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * The Debian packages the tests run (Chromium, nginx and its Brotli module as the front cache of
 * tests/e2e/frontCache.spec.ts, the sqlite3 shell and PostgreSQL's server and client tools for the backup tests): installed when missing and the command runs as root, else it stops and says how.
 * @param {string} binary @param {string} packageName @param {string} [pathVariable]
 */
function ensureDebianPackage(binary, packageName, pathVariable) {
  if (existsSync(binary)) return
  if (process.getuid?.() !== 0) {
    console.error(`${packageName} is missing at ${binary}. Install it with "sudo apt-get install -y ${packageName}",`)
    console.error(`${pathVariable ? `or point ${pathVariable} at its binary, ` : ''}then run npm test again.`)
    process.exit(1)
  }
  console.log(`Installing Debian's ${packageName} for the browser tests…`)
  execFileSync('apt-get', ['update'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', packageName], {
    stdio: 'inherit',
    // RUNLEVEL=1: the package's service is not started (the tests start their own nginx).
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' },
  })
}

ensureDebianPackage(chromium, 'chromium', 'CHROMIUM_PATH')
ensureDebianPackage(nginxPath, 'nginx', 'NGINX_PATH')
// The Brotli compression deploy/nginx does at the front (nginx's modules live beside Debian's nginx).
ensureDebianPackage(brotliModulePath, 'libnginx-mod-http-brotli-filter')
// The backup commands of docs/deploy.md, which tests/int/{sqlite,postgres}Restore.int.test.ts run (pg_dump on
// Debian's own PostgreSQL server, of its version).
ensureDebianPackage('/usr/bin/sqlite3', 'sqlite3')
ensureDebianPackage(path.join(debianPostgresBin, 'postgres'), 'postgresql', 'DEBIAN_POSTGRES_BIN')
const stage = timeStages()
try {
  await stage('type check', () => run('tsc', ['--noEmit']))
  await stage('lint', () => run('biome', ['check', '.']))
  // Side by side: the integration files wait on their databases and servers often enough to leave the build the
  // CPU it needs (on 2 cores both took 4 min 29 s together, against about 6 min 30 s one after the other).
  const sideBySide = await Promise.allSettled([
    stage('unit + integration', () => run('vitest', ['run'])),
    stage('seed + build (beside them)', async () => {
      rmSync('.e2e', { recursive: true, force: true })
      mkdirSync('.e2e', { recursive: true })
      await seedDatabase(e2eEnv, { prefix: '[build] ' })
      await buildSite(e2eEnv, { prefix: '[build] ' })
    }),
  ])
  const failure = sideBySide.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
  await stage('end-to-end', () => run('playwright', ['test'], { ...e2eEnv, CHROMIUM_PATH: chromium }))
  await stage('cluster', () => {
    // One after the other: both start the same build.
    for (const file of ['tests/cluster/addresses.test.mjs', 'tests/cluster/cluster.test.mjs']) {
      execFileSync(process.execPath, ['--test', file], { stdio: 'inherit' })
    }
  })
} finally {
  stage.report()
}
