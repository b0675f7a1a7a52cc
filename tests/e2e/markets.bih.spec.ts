import { expect, test } from '@playwright/test'
import { openContactOverlay } from './support/contact'
import { e2eBihEnv, e2eEnv, e2eSloEnv } from './support/env.mjs'

// The build under test started as the Bosnian site (SITE_MARKET=bih): Bosnian at the Croatian paths, English under /en.
const siteUrl = e2eBihEnv.SITE_URL

test.describe('the Bosnian market', () => {
  test('speaks Bosnian at the Croatian paths', async ({ page }) => {
    expect((await page.goto('/nase-usluge/registracije'))?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'bs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registracije')
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${siteUrl}/nase-usluge/registracije`,
    )
    await expect(page.locator('head link[hreflang="en"]')).toHaveAttribute(
      'href',
      `${siteUrl}/en/services/regulatory-affairs`,
    )
    await expect(page.locator('head link[hreflang="hr"]')).toHaveCount(0)
    const switcher = page.locator('header a[hreflang]')
    await expect(switcher).toHaveCount(1)
    await expect(switcher.first()).toHaveAttribute('href', '/en/services/regulatory-affairs?language=en')
  })

  test('offers neither the cro-only pages nor medicinal products', async ({ page, request }) => {
    await page.goto('/')
    const links = await page
      .getByRole('banner')
      .locator('nav a[href]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
    expect(links).toContain('/sluzbe/veterina')
    for (const path of [
      '/nase-usluge/klinicke-studije',
      '/nase-usluge/servis',
      '/sluzbe/marketing-zastupstva',
      '/sluzbe/lijekovi-i-medicinski-proizvodi',
    ]) {
      expect(links, path).not.toContain(path)
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  test('shows its company information with the JIB and court, and its sister sites', async ({ page }) => {
    await page.goto('/o-nama/podaci-o-tvrtki')
    const main = page.getByRole('main')
    await expect(main).toContainText('Sarajevo')
    await expect(main).toContainText('4201234560004')
    await expect(main).toContainText('Općinski sud u Sarajevu')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: 'Hrvatska' })).toHaveAttribute('href', e2eEnv.SITE_URL)
    await expect(footer.getByRole('link', { name: 'Slovenija' })).toHaveAttribute('href', e2eSloEnv.SITE_URL)
    await expect(footer.getByRole('link', { name: 'Uslovi korištenja' })).toHaveAttribute('href', '/uvjeti-koristenja')
    await expect(page.getByRole('img', { name: '35 godina poslovanja' })).toHaveCount(0)
  })

  test('the contact form offers the single info entry, and the 404 page registrations', async ({ page }) => {
    expect((await page.goto('/nema-te-stranice'))?.status()).toBe(404)
    await expect(page.getByRole('main').getByRole('link', { name: 'Usluge' })).toHaveAttribute(
      'href',
      '/nase-usluge/registracije',
    )
    const dialog = await openContactOverlay(page, page.getByRole('banner').getByRole('button', { name: 'Kontakt' }))
    await dialog.getByRole('combobox').click()
    expect(await page.getByRole('option').allTextContents()).toEqual(['Informacije'])
  })
})
