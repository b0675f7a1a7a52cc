import { test as base, type Page } from '@playwright/test'

/**
 * Playwright's `test` with `reader`: one blank page per worker, in which `readServedDocument` parses the pages a
 * test reads as the server sends them. Such a test needs no page of its own, and a new context with its renderer
 * costs the browser about 0.4 CPU-seconds (measured), as much as reading five pages.
 */
export const test = base.extend<object, { reader: Page }>({
  reader: [
    async ({ browser }, use) => {
      const page = await browser.newPage()
      await use(page)
      await page.close()
    },
    { scope: 'worker' },
  ],
})
