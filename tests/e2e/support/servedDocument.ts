import { type APIRequestContext, expect, type Page } from '@playwright/test'

/**
 * Reads the page at `url` as the server sends it: fetched, parsed by the browser's own HTML parser in `page`, and
 * handed to `read` there (no navigation, so no styles, scripts or images load, and nothing a script changes after
 * load is seen). DOMParser parses without scripting, so it reads <noscript> as markup. The parsed document is let
 * go once read: a walk of a whole sitemap in one page would otherwise keep every one.
 */
export async function readServedDocument<T>(
  page: Page,
  request: APIRequestContext,
  url: string,
  read: (document: Document) => T,
): Promise<T> {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  const document = await page.evaluateHandle(
    (html) => new DOMParser().parseFromString(html, 'text/html'),
    await response.text(),
  )
  try {
    return (await document.evaluate(read)) as T
  } finally {
    await document.dispose()
  }
}
