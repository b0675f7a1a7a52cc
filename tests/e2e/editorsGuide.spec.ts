import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test'
import { humanReport, veterinaryReport } from '../fixtures/reports'
import { sendApplication } from './support/application'
import { botCheckToken } from './support/botCheck'
import { staffPage } from './support/editors'
import { staffHeaders } from './support/staff'
import { createStaffAccount } from './support/staffAccount'

// The pictures of docs/editors.md, taken from the running admin in Croatian and in English:
// `EDITOR_SCREENSHOTS=1 npx playwright test editorsGuide` writes them into docs/screenshots/ (not part of `npm test`:
// each run's dates and drafts would change the pictures).
test.skip(!process.env.EDITOR_SCREENSHOTS, 'run with EDITOR_SCREENSHOTS=1 to renew the guide’s pictures')
test.setTimeout(180_000)
// The first test sends the inboxes' records; the second finds them.
test.describe.configure({ mode: 'serial' })
const expect = baseExpect.configure({ timeout: 30_000 })

const screens = [
  { name: 'dashboard', address: '/admin', ready: '.dashboard' },
  { name: 'pages', address: '/admin/collections/pages', ready: '.table tbody tr td a' },
  { name: 'reports', address: '/admin/collections/adverse-reaction-reports', ready: '.table tbody tr td a' },
  { name: 'applications', address: '/admin/collections/job-applications', ready: '.table tbody tr td a' },
]

/** The inboxes' pictures show work to do: two reports and two applications, sent as visitors send them. */
async function fillInboxesOnce(request: APIRequestContext) {
  const headers = await staffHeaders(request)
  const reports = await request.get('/api/adverse-reaction-reports?limit=0&depth=0', { headers })
  if (((await reports.json()) as { totalDocs: number }).totalDocs === 0) {
    for (const report of [humanReport, veterinaryReport]) {
      const sent = await request.post('/api/reports?locale=hr', {
        data: { ...report, botCheckToken: await botCheckToken(request) },
      })
      expect(sent.status()).toBe(200)
    }
  }
  const applications = await request.get('/api/job-applications?limit=0&depth=0', { headers })
  if (((await applications.json()) as { totalDocs: number }).totalDocs === 0) {
    await sendApplication(request, { name: 'Marija Babić', email: 'marija.babic@example.com' })
    await sendApplication(request, { name: 'Luka Novak', email: 'luka.novak@example.com' })
  }
}

for (const [language, browserLocale] of [
  ['hr', 'hr-HR'],
  ['en', 'en-GB'],
] as const) {
  test(`the editors' guide pictures in ${language}`, async ({ browser, request }) => {
    await fillInboxesOnce(request)
    const admin = await createStaffAccount(request, `guide-${language}-${Date.now()}@example.com`, ['admin'])
    const page = await staffPage(browser, admin, browserLocale)
    await page.setViewportSize({ width: 1280, height: 800 })
    for (const { name, address, ready } of screens) {
      await page.goto(address)
      await expect(page.locator(ready).first()).toBeVisible()
      // Dates are written once the admin's date-fns language has loaded ("Loading..." until then).
      await expect(page.locator('body')).not.toContainText(/(Loading|Učitavanje)\.\.\./)
      await page.screenshot({ path: `docs/screenshots/${language}-${name}.png` })
    }
    // The block chooser, opened from the layout of the oldest page.
    const pages = await request.get('/api/pages?limit=1&depth=0&sort=createdAt', {
      headers: await staffHeaders(request),
    })
    const { docs } = (await pages.json()) as { docs: { id: number }[] }
    await page.goto(`/admin/collections/pages/${docs[0]?.id}`)
    await page
      .getByRole('button', { name: /^(Dodaj blok|Add block)$/ })
      .first()
      .click()
    await expect(
      page.getByRole('heading', { name: /^(Iz zbirki tvrtke|From the company's collections)$/ }),
    ).toBeVisible()
    await page.screenshot({ path: `docs/screenshots/${language}-blocks.png`, animations: 'disabled' })
    await page.context().close()
  })
}
