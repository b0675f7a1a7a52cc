/** The settings the production build under test is built and started with (scripts/test.mjs and Playwright). */
const port = process.env.E2E_PORT || '3129'

export const e2eEnv = {
  SITE_MARKET: 'cro',
  PORT: port,
  SITE_URL: `http://localhost:${port}`,
  DATABASE_URL: 'file:./.e2e/site.db',
  MEDIA_DIR: '.e2e/media',
  PAYLOAD_SECRET: 'e2e-only-secret-not-for-production',
  // Every test's browser sends from 127.0.0.1: the per-address limit is tested in tests/int/contact.int.test.ts.
  CONTACT_RATE_LIMIT: '1000',
  // The real default: the browser solves ALTCHA's proof of work. No SMTP_URL: mail waits in the outbox.
  BOT_CHECK: 'altcha',
  PV_MAILBOX: 'farmakovigilancija@demomedika.example',
}
