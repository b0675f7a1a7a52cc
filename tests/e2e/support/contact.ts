import { expect, type Locator, type Page } from '@playwright/test'

export const contactDialogName = { hr: 'Kontaktirajte nas', en: 'Contact us' }

/**
 * Clicks a button that opens the contact overlay until the overlay shows: a click before the page
 * has hydrated does nothing yet, as it would for a visitor.
 */
export async function openContactOverlay(page: Page, opener: Locator, locale: 'hr' | 'en' = 'hr'): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: contactDialogName[locale] })
  await expect(async () => {
    await opener.click()
    await expect(dialog).toBeVisible({ timeout: 1_000 })
  }).toPass()
  return dialog
}

/** The header's Contact button on the current page. */
export function headerContactButton(page: Page, locale: 'hr' | 'en' = 'hr'): Locator {
  return page.getByRole('banner').getByRole('button', { name: locale === 'hr' ? 'Kontakt' : 'Contact' })
}
