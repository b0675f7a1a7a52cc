import { spawn } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { freePort } from '../support/servers/freePort.mjs'
import { e2eEnv } from './support/env.mjs'

test('the build refuses to start for an unknown SITE_MARKET and says which values it knows', async () => {
  test.setTimeout(60_000)
  // Not one of E2E_PORT's neighbours: Playwright's servers take E2E_PORT to E2E_PORT+5 (support/env.mjs).
  const port = String(await freePort())
  const server = spawn('node_modules/.bin/next', ['start', '--port', port], {
    env: { ...process.env, ...e2eEnv, PORT: port, SITE_MARKET: 'hrv' },
  })
  let output = ''
  server.stdout.on('data', (chunk) => {
    output += chunk
  })
  server.stderr.on('data', (chunk) => {
    output += chunk
  })
  // A server that starts after all is stopped, and the test fails on its exit code.
  const stop = setTimeout(() => server.kill(), 45_000)
  const exitCode = await new Promise<number | null>((resolve) => server.on('exit', resolve))
  clearTimeout(stop)
  expect(exitCode).toBe(1)
  expect(output).toContain('SITE_MARKET must be one of cro, slo, bih; got "hrv".')
})
