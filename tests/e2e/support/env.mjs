/** The settings the production build under test is built and started with (scripts/test.mjs and Playwright). */
export const e2eEnv = {
  SITE_MARKET: 'cro',
  PORT: '3129',
  SITE_URL: 'http://localhost:3129',
  DATABASE_URL: 'file:./.e2e/site.db',
  MEDIA_DIR: '.e2e/media',
  PAYLOAD_SECRET: 'e2e-only-secret-not-for-production',
}
