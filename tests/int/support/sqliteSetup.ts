import type { TestProject } from 'vitest/node'
import { prepareTemplates } from './templates'

/** Global setup of the `int` project (SQLite): the run's template databases, removed when the run ends. */
export default async function prepareSqliteTemplates(project: TestProject): Promise<() => void> {
  const [templates, remove] = await prepareTemplates()
  project.provide('templates', templates)
  return remove
}
