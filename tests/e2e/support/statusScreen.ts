import { expect, type Page } from '@playwright/test'

type Screen = { lang: string; title: string; text: string; home: string }

/**
 * The address answers 404 with the complete error page in its server HTML: run with JavaScript disabled,
 * what the browser shows is what a crawler reads.
 */
export async function expectCompleteNotFoundScreen(page: Page, path: string, screen: Screen) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(404)
  expect(await response?.text(), path).not.toContain('__next_error__')
  await expect(page.locator('html')).toHaveAttribute('lang', screen.lang)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title)
  await expect(page.getByText(screen.text)).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: screen.home })).toBeVisible()
}
