import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { seedDatabase } from '../../../scripts/lib/run.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's database with the demo content (`npm run seed`'s), which `startPayload({ seeded: true })` copies. */
    demoTemplate: DemoTemplate
  }
}

export type DemoTemplate = {
  /** A SQLite file, or on PostgreSQL the database's name on the run's server. */
  database: string
  /** The uploads the seed wrote (MEDIA_DIR). */
  media: string
}

/**
 * Writes the demo content once per run, as `npm run seed` does, for the tests that read it: each copies it
 * (a SQLite file, a PostgreSQL template database) instead of seeding its own, which took most of their time.
 * Returns the template and the removal of its files.
 */
export async function seedDemoTemplate(postgresUrl?: string): Promise<[DemoTemplate, () => void]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-int-demo-'))
  const media = path.join(folder, 'media')
  const database = postgresUrl ? 'site_int_demo' : path.join(folder, 'site.db')
  await seedDatabase({
    DATABASE_URL: postgresUrl ? `${postgresUrl}/${database}` : `file:${database}`,
    MEDIA_DIR: media,
  })
  return [{ database, media }, () => rmSync(folder, { recursive: true, force: true })]
}
