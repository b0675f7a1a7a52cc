import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/e2e/support/chromium'
import { consentAnswered } from './tests/e2e/support/consent'
import { e2eEnv } from './tests/e2e/support/env.mjs'

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
    { name: 'site', dependencies: ['setup'] },
  ],
  webServer: {
    command: `node_modules/.bin/next start --port ${e2eEnv.PORT}`,
    url: `${e2eEnv.SITE_URL}/robots.txt`,
    env: e2eEnv,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
