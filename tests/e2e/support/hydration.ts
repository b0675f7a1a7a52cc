import type { Page } from '@playwright/test'

/**
 * Waits until React runs the page. The server starts a page's framework scripts only once it has loaded and
 * the browser is idle (server/hydrateAfterLoad.mjs), so `goto` returns before they are even requested; a test
 * that then cuts the connection or blocks scripts needs them in first.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name))
    const scripts = [...document.scripts].filter((script) => script.src && !script.noModule)
    const reactRuns = Object.keys(document).some((key) => key.startsWith('__reactContainer$'))
    return reactRuns && scripts.every((script) => loaded.has(script.src))
  })
}

/** Whether React runs the page yet. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')))
}
