import { expect, type Locator, type Page } from '@playwright/test'

export const contactDialogName = {
  hr: 'Kontaktirajte nas',
  en: 'Contact us',
  sl: 'Stopite v stik z nami',
  bs: 'Kontaktirajte nas',
}

/**
 * Clicks a button that opens the contact overlay until the overlay shows: a click before the page
 * has hydrated does nothing yet, as it would for a visitor. The overlay's code loads on that first
 * click, so it may take a moment to appear; once it covers the button, the button is not clicked again.
 */
export async function openContactOverlay(
  page: Page,
  opener: Locator,
  locale: keyof typeof contactDialogName = 'hr',
): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: contactDialogName[locale] })
  await expect(async () => {
    if (!(await dialog.isVisible())) await opener.click({ timeout: 2_000 })
    await expect(dialog).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 20_000 })
  return dialog
}

/** The header's Contact button on the current page. */
export function headerContactButton(page: Page, locale: 'hr' | 'en' = 'hr'): Locator {
  return page.getByRole('banner').getByRole('button', { name: locale === 'hr' ? 'Kontakt' : 'Contact' })
}
