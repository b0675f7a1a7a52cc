import type { TestProject } from 'vitest/node'
import { seedDemoTemplate } from './demoTemplate'

/** Global setup of the `int` project (SQLite): the run's demo database, removed when the run ends. */
export default async function seedSqliteDemo(project: TestProject): Promise<() => void> {
  const [template, remove] = await seedDemoTemplate()
  project.provide('demoTemplate', template)
  return remove
}
