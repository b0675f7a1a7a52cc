/** The settings the production build under test is built and started with (scripts/test.mjs and Playwright). */
const port = process.env.E2E_PORT || '3129'

export const e2eEnv = {
  SITE_MARKET: 'cro',
  PORT: port,
  SITE_URL: `http://localhost:${port}`,
  DATABASE_URL: 'file:./.e2e/site.db',
  MEDIA_DIR: '.e2e/media',
  PAYLOAD_SECRET: 'e2e-only-secret-not-for-production',
}
