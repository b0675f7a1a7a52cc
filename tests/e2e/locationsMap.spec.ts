import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'

const croatianCities = ['Sveta Nedelja', 'Vukovar', 'Dugopolje', 'Rijeka']

test.describe('the locations map on the About page', () => {
  test('passes axe, and each pin is a link by keyboard to its location in the list', async ({ page }) => {
    await page.goto('/o-nama')
    const map = page.locator('figure svg').filter({ has: page.locator('title', { hasText: 'Karta lokacija' }) })
    const pins = map.getByRole('link')
    await expect(pins).toHaveCount(croatianCities.length)
    await expectNoAxeViolations(page, 'figure')

    const vukovar = map.getByRole('link', { name: 'Vukovar, Ulica Dr. Franje Tuđmana 22, 32000 Vukovar' })
    await vukovar.focus()
    await expect(vukovar).toBeFocused()
    await page.keyboard.press('Enter')
    const entry = page.locator(':focus')
    await expect(entry).toHaveAttribute('id', /^location-\d+$/)
    await expect(entry.getByRole('heading')).toHaveText('Vukovar')
    expect(page.url()).toMatch(/#location-\d+$/)
  })

  test('is readable without JavaScript: the outlines and every pin come from the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/o-nama')
    const pins = page.locator('figure svg a')
    await expect(pins).toHaveCount(croatianCities.length)
    for (const [index, city] of croatianCities.entries()) {
      await expect(pins.nth(index)).toHaveAttribute('aria-label', new RegExp(`^${city}, `))
      const target = (await pins.nth(index).getAttribute('href')) ?? ''
      await expect(page.locator(target)).toContainText(city)
    }
    await expect(page.locator('figure svg path')).toHaveCount(3)
    await context.close()
  })
})
