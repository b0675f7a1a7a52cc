import { expect, test } from '@playwright/test'
import { untilHydrated } from './support/hydration'

test.describe('the site search', () => {
  test('finds a page from the header box whatever the diacritics, title matches first and highlighted', async ({
    page,
  }) => {
    await page.goto('/')
    const search = page.getByRole('search', { name: 'Pretraživanje' }).first()
    await search.getByRole('searchbox').fill('KOLACIC')
    await search.getByRole('button', { name: 'Traži' }).click()
    await expect(page).toHaveURL(/\/pretraga\?q=KOLACIC$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezultati za „KOLACIC”')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const first = page.getByRole('list', { name: 'Rezultati pretraživanja' }).getByRole('listitem').first()
    await expect(first.getByRole('link')).toHaveText('Pravila kolačića')
    await expect(first.getByRole('link')).toHaveAttribute('href', '/pravila-kolacica')
    await expect(first.getByRole('heading').locator('mark')).toHaveText('kolačića')
  })

  test('is in the mobile menu too, and answers an empty and a too-long query with a message', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/en')
    await untilHydrated(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const search = page.getByRole('dialog').getByRole('search', { name: 'Search' })
    await search.getByRole('searchbox').fill('clinical trials')
    await search.getByRole('searchbox').press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?q=clinical\+trials$/)
    await expect(page.getByRole('link', { name: 'Clinical trials' }).first()).toBeVisible()

    await page.goto('/en/search?q=')
    await expect(page.getByText('Type what you are looking for.')).toBeVisible()
    const response = await page.goto(`/en/search?q=${'a'.repeat(101)}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByText('The query is too long: type at most 100 characters.')).toBeVisible()
  })

  test('finds inflected forms and a brand with a typo, and names each result’s kind', async ({ page }) => {
    await page.goto('/pretraga?q=rijeka')
    const results = page.getByRole('list', { name: 'Rezultati pretraživanja' })
    const first = results.getByRole('listitem').first()
    await expect(first.getByRole('link')).toHaveText('Stomatološki dani u Rijeci')
    await expect(first.getByRole('heading').locator('mark')).toHaveText('Rijeci')
    await expect(first.getByText('Novost ili događanje', { exact: true })).toBeVisible()

    await page.goto('/pretraga?q=cetafil')
    await expect(results.getByRole('listitem').first().getByRole('link')).toHaveText('Cetaphil')
    await page.goto('/pretraga?q=galdrema')
    await expect(results.getByRole('listitem').first().getByRole('link')).toHaveText('Galderma')
  })

  test('filters the results by kind with plain links, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/pretraga?q=dugopolje')
    const filter = page.getByRole('navigation', { name: 'Vrsta rezultata' })
    await expect(filter.getByRole('link', { name: /^Sve \(\d+\)$/ })).toHaveAttribute('aria-current', 'page')
    await filter.getByRole('link', { name: /^Novosti i događanja/ }).click()
    await expect(page).toHaveURL(/\/pretraga\?q=dugopolje&kind=news$/)
    // Each result's first line names its kind.
    const kinds = page.getByRole('list', { name: 'Rezultati pretraživanja' }).locator('li > p:first-child')
    await expect(kinds.first()).toHaveText('Novost ili događanje')
    expect(new Set(await kinds.allTextContents())).toEqual(new Set(['Novost ili događanje']))
    await context.close()
  })
})
