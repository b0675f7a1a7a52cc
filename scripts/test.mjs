// `npm test`: the whole suite. Type check and lint, unit and integration tests, then one production
// build against a fresh seeded database and the end-to-end tests in Debian's Chromium, then the cluster test:
// the same build twice on PostgreSQL, Redis and SMTP (tests/cluster).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { e2eEnv } from '../tests/e2e/support/env.mjs'
import { forgetCachedCmsReads, run, seedDatabase } from './lib/run.mjs'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

function ensureChromium() {
  if (existsSync(chromium)) return
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromium}. Install it with "sudo apt-get install -y chromium",`)
    console.error('or point CHROMIUM_PATH at a Chromium binary, then run npm test again.')
    process.exit(1)
  }
  console.log('Installing Debian Chromium for the browser tests…')
  execFileSync('apt-get', ['update'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

ensureChromium()
await run('tsc', ['--noEmit'])
await run('biome', ['check', '.'])
await run('vitest', ['run'])

rmSync('.e2e', { recursive: true, force: true })
mkdirSync('.e2e', { recursive: true })
await seedDatabase(e2eEnv)
forgetCachedCmsReads()
await run('next', ['build'], e2eEnv)
await run('playwright', ['test'], { ...e2eEnv, CHROMIUM_PATH: chromium })
execFileSync(process.execPath, ['--test', 'tests/cluster/cluster.test.mjs'], { stdio: 'inherit' })
