import { expect, test } from '@playwright/test'

test.describe.configure({ mode: 'serial' })

const admin = { email: 'admin@example.com', password: 'correct-horse-battery-staple' }

test('the first visit to /admin creates the first staff user, who sees the collections', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/create-first-user/)
  await page.locator('#field-email').fill(admin.email)
  await page.locator('#field-password').fill(admin.password)
  await page.locator('#field-confirm-password').fill(admin.password)
  await page.getByRole('button', { name: /create/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
  for (const collection of ['Pages', 'Screens', 'News', 'Media', 'Redirects', 'Users']) {
    await expect(page.getByRole('link', { name: collection, exact: true }).first()).toBeVisible()
  }
})

test('the public site never asks for a login', async ({ page }) => {
  const response = await page.goto('/o-nama')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/o-nama$/)
})

test('a published page without content says that no content is available', async ({ request, page }) => {
  const login = await request.post('/api/users/login', { data: admin })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const created = await request.post('/api/pages?locale=hr', {
    headers,
    data: { title: 'Prazna stranica', slug: 'prazna-stranica', markets: ['cro'], _status: 'published' },
  })
  expect(created.ok()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  await request.patch(`/api/pages/${doc.id}?locale=en`, {
    headers,
    data: { title: 'Empty page', slug: 'empty-page', markets: ['cro'], _status: 'published' },
  })

  await page.goto('/prazna-stranica')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prazna stranica')
  await expect(page.getByText('Nema dostupnog sadržaja!')).toBeVisible()
  await page.goto('/en/empty-page')
  await expect(page.getByText('No content available!')).toBeVisible()
})
