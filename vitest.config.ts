import path from 'node:path'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

/** The integration tests, on a real Payload; they run once on SQLite and once on PostgreSQL. */
const integration = {
  include: ['tests/int/**/*.int.test.ts'],
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // next-intl's ESM imports `next/server` without an extension, which only a bundler resolves: Vite, not Node.
  server: { deps: { inline: ['next-intl'] } },
} satisfies TestProjectInlineConfiguration['test']

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', server: integration.server },
      },
      { resolve: { alias }, test: { name: 'int', ...integration } },
      {
        resolve: { alias },
        test: { name: 'int-postgres', ...integration, globalSetup: ['tests/int/support/postgresSetup.ts'] },
      },
    ],
  },
})
