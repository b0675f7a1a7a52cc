import type { TestProject } from 'vitest/node'
import { startPostgres } from '../../support/servers/postgres.mjs'
import { seedDemoTemplate } from './demoTemplate'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the `int-postgres` project only: the run's PostgreSQL server, without a database name. */
    postgresUrl?: string
  }
}

/** Global setup of the `int-postgres` project: one PostgreSQL for the run with its demo database, stopped when the run ends. */
export default async function startRunPostgres(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startPostgres()
  project.provide('postgresUrl', postgres.url)
  const [template, remove] = await seedDemoTemplate(postgres.url)
  project.provide('demoTemplate', template)
  return async () => {
    remove()
    await postgres.stop()
  }
}
