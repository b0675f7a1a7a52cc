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

/**
 * Holds every framework script the page asks for until the returned release is called, as on a link that has
 * not delivered them yet: what a visitor does before then meets the server's HTML alone.
 */
export async function holdFrameworkScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(frameworkScriptFiles, async (route) => {
    await released
    await route.continue()
  })
  return release
}
