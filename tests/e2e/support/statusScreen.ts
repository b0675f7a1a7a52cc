import { expect, type Page } from '@playwright/test'

type Screen = {
  lang: string
  title: string
  text: string
  home: string
  /** The other buttons of the spec's error page, checked when given: to the market's key service, and the contact form. */
  services?: string
  contact?: string
}

/**
 * The address answers the status (404 unless told) with the complete status screen in its server HTML: run with
 * JavaScript disabled, what the browser shows is what a crawler reads.
 */
export async function expectCompleteStatusScreen(page: Page, path: string, screen: Screen, status = 404) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
  expect(await response?.text(), path).not.toContain('__next_error__')
  await expect(page.locator('html')).toHaveAttribute('lang', screen.lang)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title)
  await expect(page.getByText(screen.text)).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: screen.home })).toBeVisible()
  if (screen.services) await expect(main.getByRole('link', { name: screen.services })).toBeVisible()
  if (screen.contact) await expect(main.getByRole('button', { name: screen.contact })).toBeVisible()
}
