import { expect, test } from '@playwright/test'
import { publishedPageWithDraft, staffPage } from './support/editors'
import { e2eSloEnv } from './support/env.mjs'
import { staffHeaders } from './support/staff'
import { createStaffAccount } from './support/staffAccount'

// One admin for every market: the Croatian site's admin previews Slovenian content on the Slovenian site, which
// gets no session cookie of the Croatian one in production (another domain) and trusts the admin's grant instead.
test.setTimeout(120_000)
const run = Date.now()

test('Slovenian content edited in the Croatian site’s admin: the live preview shows its draft on the Slovenian site and follows the typing', async ({
  browser,
  request,
}) => {
  const editor = await createStaffAccount(request, `editor-markets-${run}@example.com`, ['editor'])
  const headers = await staffHeaders(request, editor)
  const slug = `predogled-${run}`
  const id = await publishedPageWithDraft(
    request,
    headers,
    'sl',
    { title: 'Predogled v živo', slug, markets: ['slo'] },
    'Predogled v živo – osnutek',
  )
  const page = await staffPage(browser, editor)
  await page.goto(`/admin/collections/pages/${id}?locale=sl`)
  await page.getByRole('button', { name: 'Live Preview' }).click()
  const iframe = page.locator('#live-preview-iframe')
  await expect(iframe).toHaveAttribute('src', new RegExp(`^${e2eSloEnv.SITE_URL}/preview\\?path=%2F${slug}&grant=`))
  const preview = page.frameLocator('#live-preview-iframe')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Predogled v živo – osnutek', { timeout: 15_000 })
  await page.locator('#field-title').fill('Predogled v živo – med tipkanjem')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Predogled v živo – med tipkanjem', {
    timeout: 15_000,
  })

  // The grant alone, in a browser that never logged in, shows the draft on the Slovenian site; a forged one does not.
  const address = (await iframe.getAttribute('src')) ?? ''
  const stranger = await browser.newContext()
  const visitor = await stranger.newPage()
  await visitor.goto(address)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Predogled v živo – med tipkanjem')
  const forged = await stranger.request.get(address.replace(/grant=[^&]+/, 'grant=e30.forged'), { maxRedirects: 0 })
  expect(forged.status()).toBe(403)
  await stranger.close()
  await page.context().close()
})
