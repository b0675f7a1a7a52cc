import { expect, test } from '@playwright/test'
import { firstAdmin, staffHeaders } from './support/staff'

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
  const translated = await request.patch(`/api/pages/${doc.id}?locale=en`, {
    headers,
    data: { title: 'Empty page', slug: 'empty-page', markets: ['cro'], _status: 'published' },
  })
  expect(translated.ok(), await translated.text()).toBe(true)

  await expect.poll(async () => (await request.get('/en/empty-page')).status(), { timeout: 5_000 }).toBe(200)
  await page.goto('/prazna-stranica')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prazna stranica')
  await expect(page.getByText('Nema dostupnog sadržaja!')).toBeVisible()
  await page.goto('/en/empty-page')
  await expect(page.getByText('No content available!')).toBeVisible()
})

test('publishing, changing, unpublishing and deleting a page shows on the site within seconds', async ({
  request,
  page,
}) => {
  const headers = await staffHeaders(request)
  const created = await request.post('/api/pages?locale=hr', {
    headers,
    data: { title: 'Nova usluga', slug: 'nova-usluga', markets: ['cro'], _status: 'published' },
  })
  const { doc } = (await created.json()) as { doc: { id: number } }
  const status = async () => (await request.get('/nova-usluga')).status()
  await expect.poll(status, { timeout: 5_000 }).toBe(200)

  await request.patch(`/api/pages/${doc.id}?locale=hr`, { headers, data: { title: 'Preimenovana usluga' } })
  await expect
    .poll(async () => (await request.get('/nova-usluga')).text(), { timeout: 5_000 })
    .toContain('Preimenovana usluga')

  await request.patch(`/api/pages/${doc.id}?locale=hr`, { headers, data: { _status: 'draft' } })
  await expect.poll(status, { timeout: 5_000 }).toBe(404)

  await request.patch(`/api/pages/${doc.id}?locale=hr`, { headers, data: { _status: 'published' } })
  await expect.poll(status, { timeout: 5_000 }).toBe(200)
  await request.delete(`/api/pages/${doc.id}`, { headers })
  await expect.poll(status, { timeout: 5_000 }).toBe(404)
  await page.goto('/nova-usluga')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Greška 404')
})

test('a draft is visible only through the preview route, and only to a logged-in editor', async ({ request, page }) => {
  const headers = await staffHeaders(request)
  await request.post('/api/pages?locale=hr&draft=true', {
    headers,
    data: { title: 'Skica stranice', slug: 'skica-stranice', markets: ['cro'], _status: 'draft' },
  })
  expect((await request.get('/skica-stranice')).status()).toBe(404)
  const anonymous = await page.request.get('/preview?path=/skica-stranice', { maxRedirects: 0 })
  expect(anonymous.status()).toBe(403)
  expect((await request.get('/api/pages?where[slug][equals]=skica-stranice')).ok()).toBe(true)
  const publicList = (await (await page.request.get('/api/pages?where[slug][equals]=skica-stranice')).json()) as {
    docs: unknown[]
  }
  expect(publicList.docs).toEqual([])

  await page.request.post('/api/users/login', { data: firstAdmin })
  await page.goto('/preview?path=/skica-stranice')
  await expect(page).toHaveURL(/\/skica-stranice$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skica stranice')
  await page.getByRole('link', { name: 'Izađi iz pregleda' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Greška 404')
})

test('anonymous visitors read neither drafts nor staff accounts, and there is no GraphQL', async ({ request }) => {
  expect((await request.get('/api/users')).status()).toBe(403)
  const drafts = await request.get('/api/pages?draft=true&limit=0&depth=0')
  const { docs } = (await drafts.json()) as { docs: { _status: string }[] }
  expect(docs.length).toBeGreaterThan(20)
  expect(docs.every((doc) => doc._status === 'published')).toBe(true)
  // GraphQL is off (the site does not use it): a query of 150 aliases, which held the server for seconds, is a 404.
  const aliases = Array.from({ length: 150 }, (_, index) => `a${index}: Pages(limit: 100) { totalDocs }`).join(' ')
  for (const path of ['/api/graphql', '/api/GRAPHQL', '/api/graphql-playground']) {
    const answer = await request.post(path, { data: { query: `{ ${aliases} }` } })
    expect(answer.status(), path).toBe(404)
  }
  expect((await request.get('/api/health')).status()).toBe(200)
})

test('an English page without its own layout shows no Croatian content (no fallback on public pages)', async ({
  request,
  page,
}) => {
  const headers = await staffHeaders(request)
  const created = await request.post('/api/pages?locale=hr', {
    headers,
    data: {
      title: 'Samo hrvatski sadržaj',
      slug: 'samo-hrvatski-sadrzaj',
      markets: ['cro'],
      layout: [{ blockType: 'figures', heading: 'Brojke', items: [{ value: '473', label: 'zaposlenika' }] }],
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const translated = await request.patch(`/api/pages/${doc.id}?locale=en`, {
    headers,
    data: { title: 'Croatian content only', slug: 'croatian-content-only', _status: 'published' },
  })
  expect(translated.ok(), await translated.text()).toBe(true)
  await expect
    .poll(async () => (await request.get('/en/croatian-content-only')).status(), { timeout: 10_000 })
    .toBe(200)
  await page.goto('/en/croatian-content-only')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Croatian content only')
  await expect(page.getByText('zaposlenika')).toHaveCount(0)
})
