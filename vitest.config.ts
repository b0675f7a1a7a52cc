import path from 'node:path'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

/**
 * The integration tests whose outcome does not depend on the database engine (request parsing and limits, texts,
 * files and S3, caches and Redis, third parties, mail rendering, SQLite's own backup, the seed's resume): they run
 * on SQLite only. Everything that queries, filters, sorts, counts, stores, locks or runs jobs runs on both engines.
 */
const engineNeutral = [
  'adminTexts',
  'cms',
  'cmsApiBadInput',
  'cmsApiLimits',
  'contactRefusals',
  'e2b',
  'fileStorage',
  'missingFiles',
  'nextCache',
  'proxy',
  'recaptcha',
  'reportView',
  'seedResume',
  'seoPreview',
  'sharedState',
  'silentRedis',
  'sqliteRestore',
  'staffLogin',
  'staffLoginCost',
  'staffMail',
].map((name) => `tests/int/${name}.int.test.ts`)

/** The integration tests, on a real Payload: on SQLite, and those that depend on the engine on PostgreSQL too. */
const integration = {
  include: ['tests/int/**/*.int.test.ts'],
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // One process per worker for its files, each started afresh by the setup file: see tests/int/support/freshFile.ts.
  isolate: false,
  setupFiles: ['tests/int/support/freshFile.ts'],
  // next-intl's ESM imports `next/server` without an extension, which only a bundler resolves: Vite, not Node.
  server: { deps: { inline: ['next-intl'] } },
} satisfies TestProjectInlineConfiguration['test']

export default defineConfig({
  resolve: { alias },
  test: {
    // One file per core. Vitest's default leaves one core free (a single worker on CI's 2 cores): the integration
    // files wait on their databases and servers often enough that 2 workers took 2 min 54 s there against 4 min 06 s,
    // and 3 workers 3 min 21 s (both cores busy).
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          server: integration.server,
          isolate: integration.isolate,
          setupFiles: integration.setupFiles,
        },
      },
      {
        resolve: { alias },
        test: { name: 'int', ...integration, globalSetup: ['tests/int/support/sqliteSetup.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'int-postgres',
          ...integration,
          exclude: engineNeutral,
          globalSetup: ['tests/int/support/postgresSetup.ts'],
        },
      },
    ],
  },
})
