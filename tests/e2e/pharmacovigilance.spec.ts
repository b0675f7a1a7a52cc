import { expect as baseExpect, test } from '@playwright/test'
import { veterinaryReport } from '../fixtures/reports'
import { botCheckToken } from './support/botCheck'
import { editorsStaff, ensureEditorsStaff, foreignRequests, staffPage } from './support/editors'

test.describe.configure({ mode: 'default' })
// The admin's editing screens load slowly on a busy machine (a report's opens its form state, pickers included).
const expect = baseExpect.configure({ timeout: 30_000 })

let reference = ''

test.beforeAll(async ({ request }) => {
  await ensureEditorsStaff(request, 'pharmacovigilance')
  const sent = await request.post('/api/reports?locale=hr', {
    data: { ...veterinaryReport, botCheckToken: await botCheckToken(request) },
  })
  expect(sent.status()).toBe(200)
  reference = ((await sent.json()) as { reference: string }).reference
})

test('a report reads like the form, in the officer’s language, and the admin asks no other origin for anything', async ({
  browser,
  baseURL,
}) => {
  const page = await staffPage(browser, editorsStaff.pharmacovigilance, 'hr-HR')
  const foreign = foreignRequests(page, new URL(baseURL ?? '').origin)
  await page.goto('/admin/collections/adverse-reaction-reports')
  await page.getByRole('link', { name: reference }).click()
  await expect(page.getByRole('heading', { name: 'Odgovori iz obrasca' })).toBeVisible()
  const answers = page.locator('.report-view')
  await expect(answers.getByText('Naziv veterinarskog lijeka', { exact: true })).toBeVisible()
  await expect(answers.getByText('Vetmedin', { exact: true })).toBeVisible()
  await expect(answers.getByText(/^Rok:/)).toBeVisible()
  await expect(answers.getByRole('heading', { name: 'Povijest statusa' })).toBeVisible()
  await expect(page.locator('.monaco-editor')).toHaveCount(0)

  await page.goto('/admin/collections/mail-outbox')
  await page.locator('table tbody tr').first().getByRole('link').first().click()
  await expect(page.locator('#field-text')).toBeDisabled()
  await expect(page.locator('.monaco-editor')).toHaveCount(0)
  await page.goto('/admin/account')
  await page.waitForLoadState('networkidle')
  expect(foreign).toEqual([])
  await page.context().close()
})
