import { expect as baseExpect, type Page, test } from '@playwright/test'
import { englishTextsNotIn, untranslatedMarks } from './support/adminEnglish'
import { staffPage } from './support/editors'
import { staffHeaders } from './support/staff'
import { createStaffAccount } from './support/staffAccount'

// A walk through the admin as a Croatian and a Slovenian administrator: every screen in their language, no
// English text Payload or we translate, no raw key, no label object written out.
test.setTimeout(180_000)
const expect = baseExpect.configure({ timeout: 30_000 })
const run = Date.now()

const collections = [
  'pages',
  'screens',
  'news',
  'news-categories',
  'job-postings',
  'job-applications',
  'adverse-reaction-reports',
  'contact-messages',
  'contact-directory',
  'documents',
  'media',
  'redirects',
  'search-synonyms',
  'search-misses',
  'site-settings',
  'mail-outbox',
  'users',
]
/** Edit screens with the most of the admin's own parts: blocks, uploads, relations, tabs, versions, the inbox. */
const documentsOf = ['pages', 'news', 'job-postings', 'job-applications', 'adverse-reaction-reports', 'media', 'users']

async function untranslatedOn(page: Page, address: string, english: RegExp[]): Promise<string[]> {
  await page.goto(address)
  await expect(page.locator('.template-default, .template-minimal').first()).toBeVisible()
  await expect(page.locator('h1, .dashboard').first()).toBeVisible()
  // A list's rows show their cells once the list has hydrated: read them too.
  if ((await page.locator('.table tbody tr').count()) > 0) {
    await expect(page.locator('.table tbody tr a').first()).toBeVisible()
  }
  const shown = `${await page.title()}\n${(await page.locator('body').allInnerTexts()).join('\n')}`
  return [...untranslatedMarks, ...english]
    .map((pattern) => pattern.exec(shown)?.[0]?.trim())
    .filter((found): found is string => Boolean(found))
    .map((found) => `${address}: ${found}`)
}

for (const [language, browserLocale] of [
  ['hr', 'hr-HR'],
  ['sl', 'sl-SI'],
] as const) {
  test(`the ${language} admin speaks only ${language}: dashboard, every list, the main edit screens, navigation, account`, async ({
    browser,
    request,
  }) => {
    const admin = await createStaffAccount(request, `admin-${language}-${run}@example.com`, ['admin'])
    const headers = await staffHeaders(request)
    const firstIds = await Promise.all(
      documentsOf.map(async (collection) => {
        const response = await request.get(`/api/${collection}?limit=1&depth=0&sort=-updatedAt`, { headers })
        const { docs } = (await response.json()) as { docs: { id: number }[] }
        return docs[0] ? `/admin/collections/${collection}/${docs[0].id}` : `/admin/collections/${collection}/create`
      }),
    )
    const addresses = [
      '/admin',
      ...collections.map((collection) => `/admin/collections/${collection}`),
      ...firstIds,
      `${firstIds[0]}/versions`,
      '/admin/collections/news/create',
      '/admin/globals/navigation',
      '/admin/account',
    ]
    const page = await staffPage(browser, admin, browserLocale)
    const english = englishTextsNotIn(language)
    const found: string[] = []
    for (const address of addresses) found.push(...(await untranslatedOn(page, address, english)))
    expect(found).toEqual([])
    await page.context().close()
  })
}
