import { expect, test } from '@playwright/test'

// The build under test started as the Slovenian site: results in Slovenian at /iskanje.
test('the Slovenian site search finds a Slovenian page from the header box, without diacritics', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('search', { name: 'Iskanje' }).first()
  await search.getByRole('searchbox').fill('polzev vsadek')
  await search.getByRole('button', { name: 'Išči' }).click()
  await expect(page).toHaveURL(/\/iskanje\?q=polzev\+vsadek$/)
  const results = page.getByRole('list', { name: 'Rezultati iskanja' })
  await expect(results.getByRole('link').first()).toHaveText('Dobro počutje in polžev vsadek')
  await expect(results.getByRole('heading').first().locator('mark')).toHaveText(['polžev', 'vsadek'])
})

test('the Slovenian site search finds a word in another case (lekarna → lekarni)', async ({ page }) => {
  await page.goto('/iskanje?q=lekarna')
  const results = page.getByRole('list', { name: 'Rezultati iskanja' })
  await expect(results.getByRole('link', { name: 'Delavnica: hladna veriga v lekarni' })).toBeVisible()
  await expect(results.getByRole('heading').locator('mark').first()).toHaveText('lekarni')
})
