import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test'
import { staffHeaders } from './staff'

const password = 'correct-horse-battery-staple'

/** Staff accounts of the editors' tests, one per role, each used by one test file only. */
export const editorsStaff = {
  editor: { email: 'editor-editing@example.com', password, role: 'editor' },
  pharmacovigilance: { email: 'pv-editing@example.com', password, role: 'pharmacovigilance' },
  versionsReader: { email: 'pv-versions@example.com', password, role: 'pharmacovigilance' },
  workflow: { email: 'editor-workflow@example.com', password, role: 'editor' },
  seoEditor: { email: 'editor-seo@example.com', password, role: 'editor' },
  pickers: { email: 'editor-pickers@example.com', password, role: 'editor' },
  scheduling: { email: 'editor-scheduling@example.com', password, role: 'editor' },
}

/** Creates an account once (as the first admin); each spec file creates only its own. */
export async function ensureEditorsStaff(request: APIRequestContext, key: keyof typeof editorsStaff): Promise<void> {
  const headers = await staffHeaders(request)
  const { role, ...account } = editorsStaff[key]
  const exists = await request.get(`/api/users?where[email][equals]=${account.email}`, { headers })
  if (((await exists.json()) as { totalDocs: number }).totalDocs > 0) return
  const created = await request.post('/api/users', { headers, data: { ...account, roles: [role] } })
  expect(created.ok(), await created.text()).toBe(true)
}

/** A published page in one language with a newer draft title, as an editor makes it: the page's id. */
export async function publishedPageWithDraft(
  request: APIRequestContext,
  headers: Record<string, string>,
  locale: string,
  published: { title: string; slug: string; markets: string[] },
  draftTitle: string,
): Promise<number> {
  const created = await request.post(`/api/pages?locale=${locale}`, {
    headers,
    data: { ...published, _status: 'published' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const draft = await request.patch(`/api/pages/${doc.id}?locale=${locale}&draft=true`, {
    headers,
    data: { title: draftTitle },
  })
  expect(draft.ok(), await draft.text()).toBe(true)
  return doc.id
}

/** A browser page logged in as a staff member, with its admin in `locale` (the browser's language). */
export async function staffPage(
  browser: Browser,
  { email, password }: { email: string; password: string },
  locale = 'en-GB',
): Promise<Page> {
  const context = await browser.newContext({ locale })
  const page = await context.newPage()
  const login = await page.request.post('/api/users/login', { data: { email, password } })
  expect(login.ok()).toBe(true)
  return page
}

/** Every request the page makes to another origin than the site's, from now on. */
export function foreignRequests(page: Page, siteOrigin: string): string[] {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== siteOrigin) foreign.push(request.url())
  })
  return foreign
}
