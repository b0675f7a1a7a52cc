import type { Page } from '@playwright/test'

/**
 * Waits until the page has settled: React runs it and the browser was idle once since, which
 * `components/site/prefetchIdle.ts` marks with `data-settled` on the root element. The server starts a page's
 * framework scripts only once it has loaded and the browser is idle (server/hydrateAfterLoad.mjs), so `goto`
 * returns before they are even requested; a test that then cuts the connection or blocks scripts needs them in
 * first, and links navigate client-side only from then on (before, the browser loads the next page).
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.locator('html[data-settled]').waitFor({ state: 'attached' })
}

/** How many of the framework's script files the page has received so far. */
export function receivedFrameworkScripts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      performance.getEntriesByType('resource').filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
        .length,
  )
}

/** The framework's script files, as the page requests them. */
export const frameworkScriptFiles = /\/_next\/static\/chunks\/.+\.js$/

/** Makes every framework script arrive delayMs late, as on a slow link. */
export async function delayFrameworkScripts(page: Page, delayMs: number): Promise<void> {
  await page.route(frameworkScriptFiles, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    await route.continue()
  })
}
