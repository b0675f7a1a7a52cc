import { expect, test } from '@playwright/test'
import { staffHeaders } from './support/staff'

test('the public site never asks for a login', async ({ page }) => {
  const response = await page.goto('/o-nama')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/o-nama$/)
})

test('a published page without content says that no content is available', async ({ request, page }) => {
  const headers = await staffHeaders(request)
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
