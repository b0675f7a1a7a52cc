import { expect, test } from '@playwright/test'
import { untilHydrated } from './support/hydration'

test.describe('page shell', () => {
  test('the header offers the services and offerings dropdowns, main links, language switcher and anniversary logo', async ({
    page,
  }) => {
    await page.goto('/')
    await untilHydrated(page)
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' })
    const services = nav.getByRole('button', { name: 'Usluge' })
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await services.click()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: /Kliničke studije/i })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await expect(services).toBeFocused()

    await nav.getByRole('button', { name: 'Ponuda' }).click()
    await nav.getByRole('link', { name: /Veterina/i }).click()
    await expect(page).toHaveURL(/\/sluzbe\/veterina$/)

    for (const name of ['O nama', 'Karijere', 'Novosti i događanja']) {
      await expect(nav.getByRole('link', { name })).toBeVisible()
    }
    await expect(page.locator('header a[hreflang="en"]').first()).toBeVisible()
    await expect(page.getByRole('img', { name: '35 godina poslovanja' })).toBeVisible()
  })

  test('the footer links the sister sites, legal pages, two partners and shows this year', async ({ page }) => {
    await page.goto('/en')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: 'Slovenia' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Bosnia and Herzegovina' })).toBeVisible()
    for (const [name, path] of [
      ['Cookie policy', '/en/cookie-policy'],
      ['Terms of use', '/en/terms-of-use'],
      ['Company information', '/en/about-us/company-information'],
      ['Privacy policy', '/en/privacy-policy'],
    ]) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', path)
    }
    await expect(footer.getByRole('img')).toHaveCount(2)
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  })

  test('the skip link is the first stop of the keyboard and scrolls to its anchor, the main content', async ({
    page,
  }) => {
    await page.goto('/sluzbe/veterina')
    // On a hydrated page: once on CI, Enter pressed while hydration ran left the address without #main.
    await untilHydrated(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Preskoči na sadržaj' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    await expect(page.locator('main')).toBeInViewport()
  })

  test('navigation to another page starts at its top', async ({ page }) => {
    await page.goto('/o-nama')
    await untilHydrated(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('footer').getByRole('link', { name: 'Pravila privatnosti' }).click()
    await expect(page).toHaveURL(/\/pravila-privatnosti$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('opens with every link of the header and closes with Escape (dialog behaviour: dialog.spec.ts)', async ({
    page,
  }) => {
    await page.goto('/')
    await untilHydrated(page)
    await expect(page.getByRole('navigation', { name: 'Glavna navigacija' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Otvori izbornik' })
    await toggle.click()
    const dialog = page.getByRole('dialog', { name: 'Otvori izbornik' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: /Veterina/i })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en?language=en')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('a link in the menu navigates and closes the menu', async ({ page }) => {
    await page.goto('/')
    await untilHydrated(page)
    await page.getByRole('button', { name: 'Otvori izbornik' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Karijere' }).click()
    await expect(page).toHaveURL(/\/karijere$/)
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})
