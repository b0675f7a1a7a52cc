import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { run, seedDatabase } from '../../../scripts/lib/run.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's databases that `startPayload` copies (support/payload.ts). */
    templates: Templates
  }
}

/** A database the run prepared once. */
export type Template = {
  /** A SQLite file, or on PostgreSQL the database's name on the run's server. */
  database: string
  /** Its uploads (MEDIA_DIR). */
  media: string
}

export type Templates = {
  /** The committed migrations applied, nothing else: what each test that starts empty copies. */
  empty: Template
  /** `npm run seed`'s demo content, for the tests that read it. */
  demo: Template
}

/** DATABASE_URL of `database`: a SQLite file, or a database on the PostgreSQL server `postgresUrl`. */
export const databaseUrl = (database: string, postgresUrl?: string) =>
  postgresUrl ? `${postgresUrl}/${database}` : `file:${database}`

/**
 * Prepares the run's databases once, on SQLite or on the PostgreSQL server `postgresUrl`: each test file copies
 * one (a SQLite file, a PostgreSQL template database) instead of migrating or seeding its own, which took most of
 * its time. Returns them and the removal of their files.
 */
export async function prepareTemplates(postgresUrl?: string): Promise<[Templates, () => void]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-int-templates-'))
  const place = (name: string): Template => ({
    database: postgresUrl ? `site_int_${name}` : path.join(folder, `${name}.db`),
    media: path.join(folder, `${name}-media`),
  })
  const settings = ({ database, media }: Template) => ({
    DATABASE_URL: databaseUrl(database, postgresUrl),
    MEDIA_DIR: media,
  })
  const templates = { empty: place('empty'), demo: place('demo') }
  await Promise.all([run('payload', ['migrate'], settings(templates.empty)), seedDatabase(settings(templates.demo))])
  return [templates, () => rmSync(folder, { recursive: true, force: true })]
}
