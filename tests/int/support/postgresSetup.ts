import type { TestProject } from 'vitest/node'
import { startPostgres } from '../../support/servers/postgres.mjs'
import { prepareTemplates } from './templates'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the `int-postgres` project only: the run's PostgreSQL server, without a database name. */
    postgresUrl?: string
  }
}

/** Global setup of the `int-postgres` project: one PostgreSQL for the run with its template databases, stopped when the run ends. */
export default async function startRunPostgres(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startPostgres()
  project.provide('postgresUrl', postgres.url)
  const [templates, remove] = await prepareTemplates(postgres.url)
  project.provide('templates', templates)
  return async () => {
    remove()
    await postgres.stop()
  }
}
