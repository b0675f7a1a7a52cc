import { expect, type Page, test } from '@playwright/test'
import { staffPage } from './support/editors'
import { createStaffAccount } from './support/staffAccount'

/** Saves the account screen and waits for the admin's request to answer. */
async function save(page: Page): Promise<number> {
  const answer = page.waitForResponse(
    (response) => /\/api\/users\/\d+/.test(response.url()) && response.request().method() === 'PATCH',
  )
  await page.locator('#action-save').click()
  return (await answer).status()
}

test('changing one’s password on the account screen takes the current password', async ({ browser, request }) => {
  // An account of this run's own: the database outlives a run of the spec.
  const account = await createStaffAccount(request, `account-password-${Date.now()}@example.com`)
  const page = await staffPage(browser, account)
  await page.goto('/admin/account')
  // Any other change of one's account is saved without the current password.
  await page.locator('#field-name').fill('Ana Horvat')
  expect(await save(page)).toBe(200)
  await page.getByRole('button', { name: 'Change Password' }).click()
  await page.locator('#field-password').fill('a-new-password-for-e2e')
  await page.locator('#field-confirm-password').fill('a-new-password-for-e2e')
  // Sent (the browser does not hold it back) and refused by the server, with its reason on the screen.
  expect(await save(page)).toBe(400)
  await expect(page.getByText(/The following field is invalid/)).toContainText('Current password')
  await expect(page.getByText('Needed only to change your own password or e-mail address.')).toBeVisible()

  await page.locator('#field-currentPassword').fill(account.password)
  expect(await save(page)).toBe(200)
  const login = await request.post('/api/users/login', {
    data: { email: account.email, password: 'a-new-password-for-e2e' },
  })
  expect(login.status()).toBe(200)
  await page.context().close()
})
