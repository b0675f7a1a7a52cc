/**
 * The settings the production build under test is built and started with (scripts/test.mjs and
 * Playwright). One build serves every market: it is started three times on the same database, as cro
 * on E2E_PORT, slo on the next port and bih on the one after, and three times more on failing copies of it
 * (`e2eFailingEnvs`).
 */
const port = process.env.E2E_PORT || '3129'
const sloPort = String(Number(port) + 1)
const bihPort = String(Number(port) + 2)
const croUrl = `http://localhost:${port}`
const sloUrl = `http://localhost:${sloPort}`
const bihUrl = `http://localhost:${bihPort}`

export const e2eEnv = {
  SITE_MARKET: 'cro',
  PORT: port,
  SITE_URL: croUrl,
  // Pages are rendered at build time, so the build must know the address of every market it serves.
  SITE_URL_CRO: croUrl,
  SITE_URL_SLO: sloUrl,
  SITE_URL_BIH: bihUrl,
  DATABASE_URL: 'file:./.e2e/site.db',
  MEDIA_DIR: '.e2e/media',
  PAYLOAD_SECRET: 'e2e-only-secret-not-for-production',
  // Every test's browser sends from 127.0.0.1: the per-address limit is tested in tests/int/contact.int.test.ts.
  FORM_RATE_LIMIT: '1000',
  // The real default: the browser solves ALTCHA's proof of work. No SMTP_URL: mail waits in the outbox.
  BOT_CHECK: 'altcha',
  PV_MAILBOX: 'farmakovigilancija@demomedika.example',
  PV_SENDER_ID: 'DEMOMEDIKA-E2E',
  HR_MAILBOX: 'karijere@demomedika.example',
}

/** The same build started for Slovenia and for Bosnia and Herzegovina. */
export const e2eSloEnv = { ...e2eEnv, SITE_MARKET: 'slo', PORT: sloPort, SITE_URL: sloUrl }
export const e2eBihEnv = { ...e2eEnv, SITE_MARKET: 'bih', PORT: bihPort, SITE_URL: bihUrl }

/**
 * The same build started once more per market (ports E2E_PORT+3, +4, +5) on its own copy of the seeded database
 * without the documents collection's tables (failingDatabaseServer.mjs): a document's page fails there with a
 * database error, the real failure the error page is tested with (statusScreens.failing.spec.ts). The public
 * addresses stay the build's, so these servers render and cache pages as the others do; SITE_URL is where each
 * one answers (the app reads SITE_URL_CRO/SLO/BIH, which are set).
 */
export const e2eFailingEnvs = [e2eEnv, e2eSloEnv, e2eBihEnv].map((env, index) => {
  const failingPort = String(Number(port) + 3 + index)
  return {
    ...env,
    PORT: failingPort,
    SITE_URL: `http://localhost:${failingPort}`,
    DATABASE_URL: `file:./.e2e/failing-${env.SITE_MARKET}.db`,
  }
})
