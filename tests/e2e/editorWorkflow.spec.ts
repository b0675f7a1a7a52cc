import { expect, test } from '@playwright/test'
import { companyTimeZone } from '../../src/i18n/dates'
import { editorsStaff, ensureEditorsStaff, staffPage } from './support/editors'
import { staffHeaders } from './support/staff'

// One after the other: Payload keeps each login's session in the account's record.
test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ request }) => {
  await ensureEditorsStaff(request, 'workflow')
})

const newsList = '/novosti-i-dogadanja'

test('menus open collapsed, each row named by its link’s text', async ({ browser }) => {
  const page = await staffPage(browser, editorsStaff.workflow, 'hr-HR')
  await page.goto('/admin/globals/navigation')
  const footerRow = page.locator('.collapsible', { hasText: 'Pravila kolačića' }).first()
  await expect(footerRow).toBeVisible()
  await expect(footerRow).toHaveClass(/collapsible--collapsed/)
  await expect(page.locator('#field-footer__0__label')).toBeHidden()
  await page.context().close()
})

test('a new news item gets its address from its title as the editor types', async ({ browser, request }) => {
  const page = await staffPage(browser, editorsStaff.workflow, 'hr-HR')
  await page.goto('/admin/collections/news/create')
  await page.locator('#field-title').fill('Događaji u Čakovcu')
  const headers = await staffHeaders(request, editorsStaff.workflow)
  await expect
    .poll(
      async () => {
        const found = await request.get(
          '/api/news?locale=hr&draft=true&depth=0&where[title][equals]=Doga%C4%91aji%20u%20%C4%8Cakovcu',
          { headers },
        )
        return ((await found.json()) as { docs: { slug?: string }[] }).docs[0]?.slug
      },
      { timeout: 15_000 },
    )
    .toBe('dogadjaji-u-cakovcu')
  await expect(page.locator('#field-slug')).toHaveValue('dogadjaji-u-cakovcu', { timeout: 15_000 })
  await expect(page.getByRole('button', { name: 'Otključaj' })).toBeVisible()
  await page.context().close()
})

test('a changed slug of a published news item leaves its old address leading to the new one', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request, editorsStaff.workflow)
  const created = await request.post('/api/news?locale=hr', {
    headers,
    data: { title: 'Preseljena vijest', slug: 'stara-adresa-vijesti', markets: ['cro'], _status: 'published' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const moved = await request.patch(`/api/news/${doc.id}?locale=hr`, {
    headers,
    data: { slug: 'nova-adresa-vijesti', _status: 'published' },
  })
  expect(moved.ok(), await moved.text()).toBe(true)

  const oldAddress = `${newsList}/stara-adresa-vijesti`
  await expect
    .poll(async () => (await request.get(oldAddress, { maxRedirects: 0 })).headers().location, { timeout: 15_000 })
    .toBe(`${newsList}/nova-adresa-vijesti`)
  expect((await request.get(oldAddress, { maxRedirects: 0 })).status()).toBe(301)
  await page.goto(oldAddress)
  await expect(page).toHaveURL(new RegExp(`${newsList}/nova-adresa-vijesti$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preseljena vijest')
})

test('a call to action offers the contact directory’s departments', async ({ browser, request }) => {
  const headers = await staffHeaders(request, editorsStaff.workflow)
  const found = await request.get('/api/pages?locale=hr&depth=0&where[path][equals]=/sluzbe/veterina', { headers })
  const { docs } = (await found.json()) as { docs: { id: number }[] }
  const page = await staffPage(browser, editorsStaff.workflow, 'hr-HR')
  await page.goto(`/admin/collections/pages/${docs[0]?.id}`)
  const block = page.locator('.blocks-field__row', { hasText: 'Poziv na radnju' }).first()
  const department = block.locator('.field-type.select', { hasText: 'Odjel' })
  const veterina = page.locator('.rs__option', { hasText: /^Veterina \(.*cro/ })
  // A click before the admin has hydrated does nothing: open the block, then the select's list, clicking again
  // until each shows. The toggle is clicked only while the block is still collapsed: opening it can take longer
  // than one attempt, and a second click would close it again.
  await expect(async () => {
    const collapsed = await block.evaluate((row) => row.classList.contains('collapsible--collapsed'))
    if (collapsed) await block.locator('.collapsible__toggle').first().click()
    await expect(department).toBeVisible({ timeout: 5_000 })
    if (!(await department.locator('.rs__menu').isVisible())) await department.locator('.rs__control').click()
    await expect(veterina).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(department.locator('.rs__single-value')).toHaveText(/^Veterina \(/)
  await page.context().close()
})

/**
 * A time as the admin's scheduling field reads it in English ("Nov 25, 2026 5:07 PM"), in the company's time
 * zone, in which publications are scheduled whatever the browser's.
 */
function pickerText(time: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: companyTimeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(time)
      .map(({ type, value }) => [type, value]),
  )
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`
}

test('a news item scheduled in the admin appears on the site only once its time has come', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const headers = await staffHeaders(request, editorsStaff.workflow)
  const created = await request.post('/api/news?locale=hr&draft=true', {
    headers,
    data: { title: 'Zakazana vijest', slug: 'zakazana-vijest', markets: ['cro'], _status: 'draft' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }

  const page = await staffPage(browser, editorsStaff.workflow, 'en-GB')
  await page.goto(`/admin/collections/news/${doc.id}`)
  await page.locator('#action-save-popup .popup-button').click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('dialog.schedule-publish')
  await drawer.getByText('Publish', { exact: true }).click()
  // The next whole minute (the picker's step) that leaves 20 s to type it and save: the visitor's wait is short, and
  // the time still lies ahead when the admin checks it on a busy machine.
  const publishAt = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
  await drawer.locator('#time input').fill(pickerText(publishAt))
  await drawer.locator('#time input').press('Enter')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(drawer.locator('.schedule-publish__upcoming')).toContainText('Publish')
  await page.context().close()

  // Visitors' view of the item through the API, so that no page is rendered (and cached) before it is public.
  const publicCopies = async () => {
    const found = await request.get('/api/news?locale=hr&depth=0&where[slug][equals]=zakazana-vijest')
    return ((await found.json()) as { totalDocs: number }).totalDocs
  }
  expect(await publicCopies()).toBe(0)
  await expect.poll(publicCopies, { timeout: 180_000, intervals: [2_000] }).toBe(1)
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime())
  const article = await browser.newPage()
  await article.goto(`${newsList}/zakazana-vijest`)
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Zakazana vijest')
  await article.close()
})
