import { type APIRequestContext, expect, type JSHandle, type Page } from '@playwright/test'

/**
 * The page at `url` as the server sends it: fetched, and parsed by the browser's own HTML parser in `page`
 * (no navigation, so no styles, scripts or images load, and nothing a script changes after load is seen).
 * DOMParser parses without scripting, so it reads <noscript> as markup.
 */
export async function servedDocument(page: Page, request: APIRequestContext, url: string): Promise<JSHandle<Document>> {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  return page.evaluateHandle((html) => new DOMParser().parseFromString(html, 'text/html'), await response.text())
}
