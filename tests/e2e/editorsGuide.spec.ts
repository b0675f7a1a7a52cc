import { expect as baseExpect, test } from '@playwright/test'
import { staffPage } from './support/editors'
import { createStaffAccount } from './support/staffAccount'

// The pictures of docs/editors.md, taken from the running admin in Croatian and in English:
// `EDITOR_SCREENSHOTS=1 npx playwright test editorsGuide` writes them into docs/screenshots/ (not part of `npm test`:
// each run's dates and drafts would change the pictures).
test.skip(!process.env.EDITOR_SCREENSHOTS, 'run with EDITOR_SCREENSHOTS=1 to renew the guide’s pictures')
test.setTimeout(180_000)
const expect = baseExpect.configure({ timeout: 30_000 })

const screens = [
  { name: 'dashboard', address: '/admin', ready: '.dashboard' },
  { name: 'pages', address: '/admin/collections/pages', ready: '.table tbody tr td a' },
  { name: 'reports', address: '/admin/collections/adverse-reaction-reports', ready: '.collection-list' },
  { name: 'applications', address: '/admin/collections/job-applications', ready: '.collection-list' },
]

for (const [language, browserLocale] of [
  ['hr', 'hr-HR'],
  ['en', 'en-GB'],
] as const) {
  test(`the editors' guide pictures in ${language}`, async ({ browser, request }) => {
    const admin = await createStaffAccount(request, `guide-${language}-${Date.now()}@example.com`, ['admin'])
    const page = await staffPage(browser, admin, browserLocale)
    await page.setViewportSize({ width: 1280, height: 800 })
    for (const { name, address, ready } of screens) {
      await page.goto(address)
      await expect(page.locator(ready).first()).toBeVisible()
      await page.screenshot({ path: `docs/screenshots/${language}-${name}.png` })
    }
    await page.context().close()
  })
}
