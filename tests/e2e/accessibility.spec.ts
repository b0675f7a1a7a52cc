import { expect, test } from '@playwright/test'
import { newsItems } from '../../src/seed/content/news'
import { expectNoAxeViolations } from './support/axe'
import { firstVisit } from './support/consent'
import { headerContactButton, openContactOverlay } from './support/contact'
import { untilHydrated } from './support/hydration'
import { reportPath } from './support/report'
import { scrollSettled } from './support/scrolling'

const pageTypes: [string, string][] = [
  ['home', '/'],
  ['home in English', '/en'],
  ['screen with blocks', '/o-nama'],
  ['legal screen', '/en/privacy-policy'],
  ['company information', '/o-nama/podaci-o-tvrtki'],
  ['document list', '/file'],
  ['cookie policy with its cookie table', '/pravila-kolacica'],
  ['service page', '/nase-usluge/registracije'],
  ['department page', '/en/departments/animal-health'],
  ['brand page', '/sluzbe/marketing-zastupstva/galderma'],
  ['news list', '/novosti-i-dogadanja'],
  ['news item', `/en/news-and-events/${newsItems[0]?.slug.en}`],
  ['news list filtered by category, page 1', '/en/news-and-events?category=logistics'],
  ['news list, page 2', '/novosti-i-dogadanja?page=2'],
  ['event', `/novosti-i-dogadanja/${newsItems.find(({ type }) => type === 'event')?.slug.hr}`],
  ['untranslated news item in English', `/en/news-and-events/${newsItems.find(({ slug }) => !slug.en)?.slug.hr}`],
  ['404 page', '/nema-je'],
]

for (const [name, path] of pageTypes) {
  test(`axe finds nothing on the ${name}`, async ({ page }) => {
    await page.goto(path)
    await expectNoAxeViolations(page)
  })
}

test('axe finds nothing with a header dropdown open', async ({ page }) => {
  await page.goto('/')
  await untilHydrated(page)
  await page.getByRole('button', { name: 'Usluge' }).click()
  await expectNoAxeViolations(page)
})

test('axe finds nothing with the contact overlay open, its list open, and its validation messages shown', async ({
  page,
}) => {
  // Three whole-page scans: on a busy 2-core machine they outlast the default 30 s (53 s measured at load 15).
  test.slow()
  await page.goto('/')
  const dialog = await openContactOverlay(page, headerContactButton(page))
  await expectNoAxeViolations(page)
  await dialog.getByRole('combobox', { name: 'Odjel ili usluga' }).click()
  await expectNoAxeViolations(page)
  await page.getByRole('option', { name: 'Uprava', exact: true }).click()
  await dialog.getByRole('button', { name: 'Pošalji' }).click()
  await expect(dialog.getByText('Ovo polje je obavezno.').first()).toBeVisible()
  await expectNoAxeViolations(page)
})

test('axe finds nothing on the thank-you overlay', async ({ page }) => {
  await page.goto('/en')
  const dialog = await openContactOverlay(page, headerContactButton(page, 'en'), 'en')
  await dialog.getByRole('combobox', { name: 'Department or service' }).click()
  await page.getByRole('option', { name: 'Management', exact: true }).click()
  await dialog.getByLabel('Name and surname').fill('Axe')
  await dialog.getByLabel('E-mail').fill('axe@example.com')
  await dialog.getByLabel('Message').fill('Accessibility check')
  await dialog.getByRole('checkbox', { name: /accept/ }).check()
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible({ timeout: 15_000 })
  await expectNoAxeViolations(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('axe finds nothing with the mobile menu open', async ({ page }) => {
    await page.goto('/')
    await untilHydrated(page)
    await page.getByRole('button', { name: 'Otvori izbornik' }).click()
    await expectNoAxeViolations(page)
  })
})

test('axe finds nothing with the offline notice shown', async ({ page, context }) => {
  await page.goto('/en')
  await untilHydrated(page)
  await context.setOffline(true)
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe('on a first visit', () => {
  test.use({ storageState: firstVisit })

  test('axe finds nothing with the cookie banner', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Kolačići na ovim stranicama' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('axe finds nothing with the cookie settings open', async ({ page }) => {
    await page.goto('/en')
    await page.getByRole('button', { name: 'Customise' }).click()
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 812 },
]) {
  test(`a control the keyboard reaches above the screen stops below the sticky header, ${viewport.width} px wide`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto(reportPath.hr)
    await untilHydrated(page)
    await page.getByRole('radio').first().focus()
    // Read on down with the wheel, then Tab: the next control is above the screen, and the page comes back to it.
    await page.mouse.wheel(0, 2_000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Započni' })).toBeFocused()
    const uncovered = () =>
      page.evaluate(() => {
        const header = document.querySelector('header')?.getBoundingClientRect()
        const focused = document.activeElement?.getBoundingClientRect()
        return header && focused ? focused.top - header.bottom : Number.NaN
      })
    await expect.poll(uncovered).toBeGreaterThanOrEqual(8)
    // Back to the header: a control of the header itself is always in view, so reaching it leaves the page still.
    const focusInHeader = () => page.evaluate(() => Boolean(document.activeElement?.closest('header')))
    let scrolled = 0
    while (!(await focusInHeader())) {
      await scrollSettled(page)
      scrolled = await page.evaluate(() => window.scrollY)
      await page.keyboard.press('Shift+Tab')
    }
    await scrollSettled(page)
    expect(scrolled).toBeGreaterThan(0)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })
}
