import { expect, test } from '@playwright/test'
import { headerContactButton, openContactOverlay } from './support/contact'

test('the department chosen in the contact form survives a reload in the same tab', async ({ page }) => {
  await page.goto('/')
  let dialog = await openContactOverlay(page, headerContactButton(page))
  await dialog.getByRole('combobox', { name: 'Odjel ili usluga' }).selectOption({ label: 'Veterina' })
  await page.keyboard.press('Escape')
  await page.reload()
  dialog = await openContactOverlay(page, headerContactButton(page))
  await expect(dialog.getByRole('combobox', { name: 'Odjel ili usluga' }).locator('option:checked')).toHaveText(
    'Veterina',
  )
})

test('the footer’s copyright year is the visitor’s current year, not the year the page was rendered in', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2031-01-02T08:00:00Z') })
  await page.goto('/o-nama')
  await expect(page.getByRole('contentinfo')).toContainText('© 2031 ')
})
