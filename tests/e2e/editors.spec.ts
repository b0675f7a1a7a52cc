import { expect, test } from '@playwright/test'
import { editorsStaff, ensureEditorsStaff, publishedPageWithDraft, staffPage } from './support/editors'
import { staffHeaders } from './support/staff'

// One after the other: Payload keeps each login's session in the account's record.
test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ request }) => {
  await ensureEditorsStaff(request, 'editor')
  await ensureEditorsStaff(request, 'versionsReader')
})

test('the admin speaks Croatian to a staff member whose browser does', async ({ browser }) => {
  const page = await staffPage(browser, editorsStaff.editor, 'hr-HR')
  await page.goto('/admin')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr')
  const navigation = page.getByRole('navigation')
  await expect(navigation.getByRole('button', { name: 'Sadržaj' })).toBeVisible()
  await expect(navigation.getByRole('link', { name: 'Stranice', exact: true })).toBeVisible()
  await expect(navigation.getByRole('link', { name: 'Novosti i događanja', exact: true })).toBeVisible()
  await expect(page.getByText('Jezik sadržaja: hrvatski')).toBeVisible()
  await page.context().close()
})

test('live preview shows the page draft at its public address and follows the editor’s typing', async ({
  browser,
  request,
}) => {
  const headers = await staffHeaders(request, editorsStaff.editor)
  const id = await publishedPageWithDraft(
    request,
    headers,
    'hr',
    { title: 'Pregled uživo', slug: 'pregled-uzivo', markets: ['cro'] },
    'Pregled uživo – skica',
  )
  expect(await (await request.get('/pregled-uzivo')).text()).not.toContain('skica')

  const page = await staffPage(browser, editorsStaff.editor)
  await page.goto(`/admin/collections/pages/${id}`)
  await page.getByRole('button', { name: 'Live Preview' }).click()
  const iframe = page.locator('#live-preview-iframe')
  await expect(iframe).toBeVisible()
  const preview = page.frameLocator('#live-preview-iframe')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Pregled uživo – skica', { timeout: 15_000 })
  const frame = page.frames().find((candidate) => candidate.url().endsWith('/pregled-uzivo'))
  expect(frame?.url()).toBe(`${new URL(page.url()).origin}/pregled-uzivo`)

  // The editor never answered the site's cookie banner (a context of their own): it does not cover the preview.
  await expect(preview.locator('html')).not.toHaveAttribute('data-consent-prompt')
  await expect(preview.locator('[data-cookie-consent]')).toBeHidden()

  await page.locator('#field-title').fill('Pregled uživo – dok tipkam')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Pregled uživo – dok tipkam', {
    timeout: 15_000,
  })

  // A phone's width from the toolbar's devices.
  await page.getByRole('button', { name: 'Responsive' }).click()
  await page.getByRole('button', { name: '375 × 667' }).click()
  await expect.poll(async () => (await iframe.boundingBox())?.width).toBeLessThan(400)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Pregled uživo – dok tipkam')
  await page.context().close()
})

test('the preview redirect is relative, so it stays on the host the editor uses', async ({ browser }) => {
  const page = await staffPage(browser, editorsStaff.editor)
  const landed = await page.goto('/preview?path=/o-nama')
  const redirect = await landed?.request().redirectedFrom()?.response()
  expect(redirect?.status()).toBe(307)
  expect(redirect?.headers().location).toBe('/o-nama')
  const exit = await page.request.get('/preview/exit?path=/o-nama', { maxRedirects: 0 })
  expect(exit.headers().location).toBe('/o-nama')
  await page.context().close()
})

test('a draft news item has a preview, and drafts need a live staff session on every request', async ({
  browser,
  request,
}) => {
  const headers = await staffHeaders(request, editorsStaff.editor)
  const created = await request.post('/api/news?locale=hr&draft=true', {
    headers,
    data: { title: 'Skica novosti', slug: 'skica-novosti', markets: ['cro'], _status: 'draft' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const address = '/novosti-i-dogadanja/skica-novosti'
  expect((await request.get(address)).status()).toBe(404)

  const page = await staffPage(browser, editorsStaff.editor)
  await page.goto(`/preview?path=${encodeURIComponent(address)}`)
  await expect(page).toHaveURL(new RegExp(`${address}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skica novosti')
  // The draft-mode cookie stays, but the staff session is gone: the draft is no longer shown.
  await page.context().clearCookies({ name: 'payload-token' })
  await page.goto(address)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Greška 404')
  await page.context().close()
})

test('pharmacovigilance staff read no page or news versions', async ({ request }) => {
  const headers = await staffHeaders(request, editorsStaff.versionsReader)
  for (const collection of ['pages', 'news', 'screens']) {
    expect((await request.get(`/api/${collection}/versions`, { headers })).status(), collection).toBe(403)
  }
  const editor = await staffHeaders(request, editorsStaff.editor)
  expect((await request.get('/api/pages/versions', { headers: editor })).status()).toBe(200)
})
