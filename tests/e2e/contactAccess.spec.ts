import { expect, test } from '@playwright/test'
import { untilHydrated } from './support/hydration'

const hr = { contact: 'Kontakt', dialog: 'Kontaktirajte nas', department: 'Odjel ili usluga', send: 'Pošalji' }

test.describe('contact overlay on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the mobile menu opens it, and focus returns to the menu toggle when it closes', async ({ page }) => {
    await page.goto('/')
    await untilHydrated(page)
    const toggle = page.getByRole('button', { name: 'Otvori izbornik' })
    await toggle.click()
    await page.getByRole('dialog', { name: 'Otvori izbornik' }).getByRole('button', { name: hr.contact }).click()
    const dialog = page.getByRole('dialog', { name: hr.dialog })
    await expect(dialog).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Otvori izbornik' })).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(toggle).toBeFocused()
  })
})

test.describe('contact data through the public API', () => {
  test('anonymous visitors cannot read contact messages or the outbox, however the address is spelled', async ({
    request,
  }) => {
    for (const path of ['/api/contact-messages', '/api/mail-outbox', '/api/%63ontact-messages', '/api/mail-outbox/1']) {
      expect([403, 404], path).toContain((await request.get(path)).status())
    }
  })

  test('the public directory shows names and keys but never mail addresses', async ({ request }) => {
    const response = await request.get('/api/contact-directory?limit=100&locale=en')
    expect(response.status()).toBe(200)
    const text = await response.text()
    expect(text).toContain('"displayName":"Animal health"')
    expect(text).not.toContain('@demomedika')
  })
})
