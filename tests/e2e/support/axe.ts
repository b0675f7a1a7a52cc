import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import { scrollSettled } from './scrolling'

/** WCAG 2.2 AA, the level the acceptance asks for, and the levels below it. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core run in the page as its API documents (`axe.run`), on the whole page or on the part `include` selects.
 * Not `@axe-core/playwright`: its `analyze()` compiles the 550 KB script twice and finishes in a second, blank page,
 * 2 s of browser time per check against 0.6 s here; the site has no frames for axe to reach into.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await scrollSettled(page)
  await page.evaluate(axeSource)
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') }
      const { violations } = await axe.run(include ?? document, { runOnly: { type: 'tag', values: tags } })
      return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)
    },
    { include, tags: wcagTags },
  )
  expect(violations).toEqual([])
}
