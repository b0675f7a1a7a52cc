import { expect, type Page, test } from '@playwright/test'
import { headerContactButton, openContactOverlay } from './support/contact'

// The site's one dialog primitive (src/components/overlay/Dialog.tsx), driven through the contact overlay:
// the thank-you, cookie settings and mobile menu overlays are the same element with other contents.

const pageScrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden')

async function openFromHeader(page: Page) {
  await page.goto('/o-nama')
  const opener = headerContactButton(page)
  const dialog = await openContactOverlay(page, opener)
  return { opener, dialog }
}

test('an overlay is a modal dialog named by its heading, with focus inside, and Tab stays inside it', async ({
  page,
}) => {
  const { dialog } = await openFromHeader(page)
  expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true)
  await expect(dialog).toHaveAccessibleName('Kontaktirajte nas')
  await expect(dialog.getByRole('heading', { level: 2, name: 'Kontaktirajte nas' })).toBeVisible()
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  // The page behind is inert: Tab goes round the dialog's controls (and, as with any modal <dialog>, past the
  // last one to the browser's own controls, where document.activeElement is the body), never to the page.
  const focusIsInDialogOrBrowser = () =>
    dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)
  let visitedInDialog = 0
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab')
    expect(await focusIsInDialogOrBrowser()).toBe(true)
    if (await dialog.evaluate((element) => element.contains(document.activeElement))) visitedInDialog += 1
  }
  expect(visitedInDialog).toBeGreaterThan(20)
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusIsInDialogOrBrowser()).toBe(true)
  }
})

test('Escape closes an overlay and focus returns to the control that opened it', async ({ page }) => {
  const { opener, dialog } = await openFromHeader(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  // The close button does the same.
  await opener.click()
  await dialog.getByRole('button', { name: 'Zatvori' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('page scrolling is locked while an overlay is visible and free again once it closes', async ({ page }) => {
  await page.goto('/o-nama')
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300)
  const dialog = await openContactOverlay(page, headerContactButton(page))
  expect(await pageScrollLocked(page)).toBe(true)
  await page.mouse.move(5, 5)
  // The wheel event reached the page and two frames were drawn after it: a scroll it caused would have begun.
  const wheeled = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        window.addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
          once: true,
          capture: true,
        }),
      ),
  )
  await page.mouse.wheel(0, 800)
  await wheeled
  expect(await page.evaluate(() => window.scrollY)).toBe(300)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await pageScrollLocked(page)).toBe(false)
  await page.mouse.wheel(0, 800)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
})
