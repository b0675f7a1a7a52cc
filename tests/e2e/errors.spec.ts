import { expect, test } from '@playwright/test'

test('an unknown Croatian path answers 404 with the error page and its three buttons', async ({ page }) => {
  const response = await page.goto('/ova-stranica-ne-postoji')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Greška 404')
  await expect(page.getByText('Stranica koju tražite nije pronađena')).toBeVisible()
  const main = page.locator('main')
  await expect(main.getByRole('link', { name: 'Početna' })).toHaveAttribute('href', '/')
  await expect(main.getByRole('link', { name: 'Usluge' })).toHaveAttribute('href', '/nase-usluge/klinicke-studije')
  await expect(main.getByRole('link', { name: 'Kontaktirajte nas' })).toBeVisible()
})

test('an unknown English path answers 404 with the English error page', async ({ page }) => {
  const response = await page.goto('/en/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404')
  await expect(page.getByText('The page you are looking for was not found')).toBeVisible()
  const main = page.locator('main')
  await expect(main.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/en')
  await expect(main.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/en/services/clinical-trials')
  await expect(main.getByRole('link', { name: 'Contact us' })).toBeVisible()
})

test('an unknown page below a real one is a 404 too', async ({ request }) => {
  expect((await request.get('/sluzbe/veterina/nepostojeca')).status()).toBe(404)
  expect((await request.get('/en/departments/nothing-here')).status()).toBe(404)
})
