import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'

// The build under test started as the Bosnian site: results in Bosnian at /pretraga.
test.describe('the Bosnian site search', () => {
  test('finds a word in another case, and its snippet does not run a heading into the text', async ({ page }) => {
    await page.goto('/pretraga?q=kolacic')
    const results = page.getByRole('list', { name: 'Rezultati pretrage' })
    const first = results.getByRole('listitem').first()
    await expect(first.getByRole('link')).toHaveText('Politika kolačića')
    await expect(first.getByText('Stranica', { exact: true })).toBeVisible()
    await expect(results).not.toContainText('Šta su kolačići Kolačići')
    await expect(first.locator('p').last().locator('mark').first()).toBeVisible()
  })

  test('is usable without JavaScript, by keyboard, and axe finds nothing', async ({ browser, page }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const withoutJs = await noScript.newPage()
    await withoutJs.goto('/')
    const search = withoutJs.getByRole('search', { name: 'Pretraga' }).first()
    await search.getByRole('searchbox').fill('rijeka')
    await search.getByRole('searchbox').press('Enter')
    await expect(withoutJs).toHaveURL(/\/pretraga\?q=rijeka$/)
    await expect(withoutJs.getByRole('link', { name: 'Stomatološki dani u Rijeci' })).toBeVisible()
    await noScript.close()
    // axe runs as a script in the page: on the same results page with JavaScript.
    await page.goto('/pretraga?q=rijeka')
    await expectNoAxeViolations(page)
  })
})

test('English results of the legal pages name the market’s own company, never a placeholder', async ({ request }) => {
  for (const query of ['controller', 'jurisdiction']) {
    const html = await (await request.get(`/en/search?q=${query}`)).text()
    // A highlighted word: the result's text was found, with its placeholders filled.
    expect(html, query).toMatch(/<mark[ >]/)
    expect(html, query).not.toContain('{{')
  }
  const terms = await (await request.get('/en/search?q=jurisdiction')).text()
  expect(terms).toContain('Sarajevo')
})
