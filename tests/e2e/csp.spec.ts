import { expect, type Page, test } from '@playwright/test'
import { headerContactButton, openContactOverlay } from './support/contact'
import { newsCards } from './support/news'
import { startReport } from './support/report'
import { fillHumanReport, send } from './support/reportWizard'
import { createStaffAccount } from './support/staffAccount'

/** Every Content-Security-Policy violation the page reports, from Chromium's console and the DOM event. */
function collectViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame|create)/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(`${page.url()}: ${error.message}`)
  })
  return violations
}

test('the public site runs under its CSP with no violation: pages, news, 404, contact overlay, report steps', async ({
  page,
}) => {
  test.slow()
  const violations = collectViolations(page)
  for (const path of ['/', '/en', '/o-nama', '/no-such-page-at-all']) {
    await page.goto(path)
    await expect(page.locator('h1').first()).toBeVisible()
  }
  await page.goto('/novosti-i-dogadanja')
  await newsCards(page).first().getByRole('link').first().click()
  await expect(page.locator('article, main').first()).toBeVisible()
  await page.goto('/')
  await openContactOverlay(page, headerContactButton(page))
  // Every step of the report wizard and its success screen, with ALTCHA's proof of work in a worker.
  await startReport(page, 'hr', 'human')
  await fillHumanReport(page, 'hr', 'csp-check@example.com')
  await send(page, 'hr')
  expect(violations).toEqual([])
})

test('the admin runs under its CSP with no violation: login, dashboard, a list and an edit view', async ({
  page,
  request,
}) => {
  test.slow()
  const editor = await createStaffAccount(request, 'csp-editor@example.com')
  const violations = collectViolations(page)
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: /login|log in|prijav/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
  await page.goto('/admin/collections/pages')
  const firstRow = page.locator('table tbody tr a').first()
  await expect(firstRow).toBeVisible({ timeout: 20_000 })
  await firstRow.click()
  await expect(page.locator('form').first()).toBeVisible({ timeout: 20_000 })
  // Let the editor finish loading its fields.
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})
