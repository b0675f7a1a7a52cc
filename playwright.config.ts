import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/e2e/support/chromium'
import { consentAnswered } from './tests/e2e/support/consent'
import { e2eBihEnv, e2eEnv, e2eFailingEnvs, e2eSloEnv } from './tests/e2e/support/env.mjs'

/** Tests of the other markets, each run against the server started as that market. */
const sloTests = /.*\.slo\.spec\.ts/
const bihTests = /.*\.bih\.spec\.ts/
/** The fuzz run checks that it stored nothing by counting, so it runs once the tests that store things are done. */
const fuzzTests = /.*fuzz\.spec\.ts/
/** Tests of the error page, each run against the failing server of its market (e2eFailingEnvs). */
const failingTests = /.*\.failing\.spec\.ts/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL: e2eEnv.SITE_URL,
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    storageState: consentAnswered,
    trace: 'off',
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'site', dependencies: ['setup'], testIgnore: [sloTests, bihTests, fuzzTests, failingTests] },
    { name: 'fuzz', dependencies: ['site'], testMatch: fuzzTests },
    { name: 'slo', testMatch: sloTests, use: { baseURL: e2eSloEnv.SITE_URL } },
    { name: 'bih', testMatch: bihTests, use: { baseURL: e2eBihEnv.SITE_URL } },
    // Each test opens its market's failing server itself.
    { name: 'failing', testMatch: failingTests },
  ],
  webServer: [
    ...[e2eEnv, e2eSloEnv, e2eBihEnv].map((env) => ({ command: 'NODE_ENV=production node server.mjs', env })),
    // The same build on a copy of the database that fails a document's page (tests/e2e/support/failingDatabaseServer.mjs).
    ...e2eFailingEnvs.map((env) => ({
      command: 'NODE_ENV=production node tests/e2e/support/failingDatabaseServer.mjs',
      env,
    })),
  ].map(({ command, env }) => ({
    command,
    url: `${env.SITE_URL}/robots.txt`,
    env,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
})
