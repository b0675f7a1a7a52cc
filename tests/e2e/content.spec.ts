import { expect, test } from '@playwright/test'

test.describe('About us', () => {
  test('shows the history 1990 to 2024 in order, mission and vision, certificates, locations and membership', async ({
    page,
  }) => {
    await page.goto('/o-nama')
    const history = page.locator('section', { has: page.getByRole('heading', { name: 'Povijest' }) })
    const years = (await history.locator('ol > li > p:first-of-type').allTextContents()).map(Number)
    expect(years[0]).toBe(1990)
    expect(years.at(-1)).toBe(2024)
    expect(years).toEqual([...years].sort((a, b) => a - b))
    for (const heading of ['Misija', 'Vizija', 'Certifikati', 'Lokacije', 'Članstvo']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    }
    const certificates = page.locator('section', { has: page.getByRole('heading', { name: 'Certifikati' }) })
    for (const name of ['ISO 9001:2015', 'ISO 14001:2015', 'GMP', 'GDP']) {
      await expect(certificates.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
        'href',
        /^\/file\?id=\d+$/,
      )
    }
    const locations = page.locator('section', { has: page.getByRole('heading', { name: 'Lokacije' }) })
    for (const city of ['Sveta Nedelja', 'Vukovar', 'Dugopolje', 'Rijeka']) {
      await expect(locations.getByRole('heading', { name: city })).toBeVisible()
    }
    await expect(locations.getByRole('heading', { name: 'Sarajevo' })).toHaveCount(0)
    await expect(locations.getByRole('link', { name: '+385 1 3376 500' })).toHaveAttribute('href', 'tel:+38513376500')
  })

  test('has the same sections in English', async ({ page }) => {
    await page.goto('/en/about-us')
    for (const heading of ['History', 'Mission', 'Vision', 'Certificates', 'Locations', 'Membership']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    }
    await expect(page.getByText('The company is founded', { exact: false })).toBeVisible()
  })
})

test('company information shows the registered data of the market in both languages', async ({ page }) => {
  await page.goto('/o-nama/podaci-o-tvrtki')
  const data = page.locator('dl')
  await expect(data.getByText('Temeljni kapital')).toBeVisible()
  await expect(data.getByText('30.000.000,00 EUR', { exact: false })).toBeVisible()
  await expect(data.getByText('Demo Medika d.o.o.', { exact: true })).toBeVisible()
  await expect(data.getByText('Poslovni računi')).toBeVisible()
  await page.goto('/en/about-us/company-information')
  await expect(page.locator('dl').getByText('Share capital')).toBeVisible()
  await expect(page.locator('dl').getByText('EUR 30,000,000.00', { exact: false })).toBeVisible()
})

test('a brand page shows its copy and links its products in both languages', async ({ page }) => {
  await page.goto('/sluzbe/marketing-zastupstva/galderma')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Galderma')
  for (const product of ['actinica', 'cetaphil', 'daylong', 'excipial']) {
    await expect(page.locator(`main a[href="/sluzbe/marketing-zastupstva/galderma/${product}"]`)).toBeVisible()
  }
  await page.goto('/en/departments/marketing/galderma')
  await expect(page.locator('main a[href="/en/departments/marketing/galderma/daylong"]')).toBeVisible()
})

test('the file screen lists the public documents and shows one by id; an unknown id is a 404', async ({
  page,
  request,
}) => {
  await page.goto('/file')
  const list = page.getByRole('region', { name: 'Dokumenti' })
  await expect(list.getByRole('listitem')).toHaveCount(4)
  await list.getByRole('link', { name: 'Certifikat ISO 9001:2015', exact: true }).click()
  await expect(page).toHaveURL(/\/file\?id=\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certifikat ISO 9001:2015')
  const href = await page.getByRole('link', { name: 'Preuzmi' }).getAttribute('href')
  const pdf = await request.get(href ?? '')
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toContain('application/pdf')
  expect((await request.get('/file?id=999999')).status()).toBe(404)
  expect((await request.get('/en/file?id=abc')).status()).toBe(404)
})
