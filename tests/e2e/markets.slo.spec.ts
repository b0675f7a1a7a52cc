import { expect, type Page, test } from '@playwright/test'
import { contactDirectory } from '../../src/seed/content/contactDirectory'
import { slovenian } from '../../src/seed/content/translations/sl'
import { openContactOverlay } from './support/contact'
import { e2eBihEnv, e2eEnv, e2eSloEnv } from './support/env.mjs'
import { sitemapText } from './support/sitemap'

// The build under test started as the Slovenian site (SITE_MARKET=slo): Slovenian without a prefix, English under /en.
const siteUrl = e2eSloEnv.SITE_URL
const siteTitle = { sl: 'Poslovni partner prve izbire', en: 'First-choice business partner' }

const headLinks = (page: Page, rel: string) => page.locator(`head link[rel="${rel}"]`)

test.describe('the Slovenian market', () => {
  test('speaks Slovenian without a prefix and English under /en, with its own canonical and alternate links', async ({
    page,
  }) => {
    expect((await page.goto('/o-nas/podatki-o-podjetju'))?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sl')
    await expect(page).toHaveTitle(new RegExp(`\\| ${siteTitle.sl}$`))
    await expect(headLinks(page, 'canonical')).toHaveAttribute('href', `${siteUrl}/o-nas/podatki-o-podjetju`)
    const alternates = page.locator('head link[rel="alternate"][hreflang]')
    expect(
      Object.fromEntries(
        await alternates.evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        ),
      ),
    ).toEqual({
      sl: `${siteUrl}/o-nas/podatki-o-podjetju`,
      en: `${siteUrl}/en/about-us/company-information`,
      'x-default': `${siteUrl}/o-nas/podatki-o-podjetju`,
    })

    const switcher = page.locator('header a[hreflang]')
    await expect(switcher).toHaveCount(1)
    await expect(switcher.first()).toHaveAttribute('href', '/en/about-us/company-information?language=en')
    await switcher.first().click()
    await expect(page).toHaveURL(`${siteUrl}/en/about-us/company-information`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle(new RegExp(`\\| ${siteTitle.en}$`))
  })

  test('has no Croatian or Bosnian pages', async ({ request }) => {
    for (const path of ['/hr', '/hr/o-nama', '/bs/o-nama', '/nase-usluge/klinicke-studije']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
    }
  })

  test('shows the company information of slo with its registration number and court', async ({ page }) => {
    await page.goto('/o-nas/podatki-o-podjetju')
    const details = page.getByRole('main')
    await expect(details).toContainText('Trzin')
    await expect(details).toContainText('Matična številka')
    await expect(details).not.toContainText('JIB')
    await expect(details).toContainText('8123456000')
    await expect(details).toContainText('Okrožno sodišče v Ljubljani')
  })

  test('offers only the services and departments of slo, at their Slovenian paths', async ({ page, request }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    const links = await header
      .locator('nav a[href]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
    expect(links).toEqual(
      expect.arrayContaining([
        '/storitve/registracije',
        '/storitve/sekundarno-pakiranje',
        '/storitve/skladiscenje-in-transport',
        '/oddelki/zdravila-in-medicinski-pripomocki',
        '/oddelki/veterina',
      ]),
    )
    for (const croOnly of ['klinicke-studije', 'servis', 'marketing-zastupstva']) {
      expect(
        links.some((href) => href?.includes(croOnly)),
        croOnly,
      ).toBe(false)
    }
    expect((await request.get('/storitve/registracije')).status()).toBe(200)
    expect((await request.get('/porocanje-o-nezelenih-ucinkih')).status()).toBe(200)
    // Pages of cro only answer 404 here, under any of their addresses.
    for (const path of [
      '/nase-usluge/klinicke-studije',
      '/storitve/klinicke-studije',
      '/en/services/clinical-trials',
      '/en/services/service',
      '/oddelki/marketing-zastupstva',
      '/en/departments/marketing',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  test('offers medicinal products in the Slovenian menu but not in the English one', async ({ page, request }) => {
    await page.goto('/')
    await expect(page.getByRole('banner').locator('a[href="/oddelki/zdravila-in-medicinski-pripomocki"]')).toHaveCount(
      1,
    )
    await page.goto('/en')
    await expect(page.getByRole('banner').locator('a[href*="medicinal-products"]')).toHaveCount(0)
    expect((await request.get('/en/departments/medicinal-products-and-medical-devices')).status()).toBe(404)
  })

  test('links the sister sites of cro and bih in the footer and shows no anniversary logo', async ({ page }) => {
    await page.goto('/')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: 'Hrvaška' })).toHaveAttribute('href', e2eEnv.SITE_URL)
    await expect(footer.getByRole('link', { name: 'Bosna in Hercegovina' })).toHaveAttribute('href', e2eBihEnv.SITE_URL)
    await expect(footer.getByRole('link', { name: 'Slovenija' })).toHaveCount(0)
    await expect(footer.getByRole('link', { name: 'Pogoji uporabe' })).toHaveAttribute('href', '/pogoji-uporabe')
    await expect(page.getByRole('banner').getByRole('link', { name: 'O nas' }).first()).toHaveAttribute(
      'href',
      '/o-nas',
    )
    await expect(page.getByRole('img', { name: '35 let poslovanja' })).toHaveCount(0)
  })

  test('the 404 page offers registrations as its second button', async ({ page }) => {
    expect((await page.goto('/ni-te-strani'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Napaka 404')
    await expect(page.getByRole('main').getByRole('link', { name: 'Storitve' })).toHaveAttribute(
      'href',
      '/storitve/registracije',
    )
  })

  test('the contact form offers the departments of slo, named in Slovenian', async ({ page }) => {
    await page.goto('/')
    const dialog = await openContactOverlay(
      page,
      page.getByRole('banner').getByRole('button', { name: 'Kontakt' }),
      'sl',
    )
    await dialog.getByRole('combobox').click()
    const options = await page.getByRole('option').allTextContents()
    expect(options.sort()).toEqual(
      contactDirectory
        .filter(({ market }) => market === 'slo')
        .map(({ displayName }) => slovenian[displayName.hr])
        .sort(),
    )
  })

  test('the sitemap lists the Slovenian and English address of every page of slo', async ({ request }) => {
    const sitemap = await sitemapText(request, siteUrl)
    expect(sitemap).toContain(`<loc>${siteUrl}/storitve/registracije</loc>`)
    expect(sitemap).toContain(`hreflang="en" href="${siteUrl}/en/services/regulatory-affairs"`)
    expect(sitemap).not.toContain('hreflang="hr"')
    expect(sitemap).not.toContain('klinicke-studije')
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })
})
