import { expect as baseExpect, type Page, test } from '@playwright/test'
import { normalizeSearchText } from '../../src/i18n/searchText'
import { editorsStaff, ensureEditorsStaff, staffPage } from './support/editors'

// One after the other: Payload keeps each login's session in the account's record.
test.describe.configure({ mode: 'default' })
// The admin's editing screens load slowly on a busy machine.
test.setTimeout(180_000)
const expect = baseExpect.configure({ timeout: 30_000 })

const editor = editorsStaff.pickers

test.beforeAll(async ({ request }) => {
  await ensureEditorsStaff(request, 'pickers')
})

/** The public content's collections, as the Croatian admin names them. */
const publicContent = ['Stranice', 'Zasloni', 'Novosti i događanja', 'Oglasi za posao', 'Dokumenti']

/** Opens the rich text's link drawer on a word typed into a new news item's content. */
async function openLinkDrawer(page: Page) {
  await page.goto('/admin/collections/news/create')
  const editorField = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  await editorField.click()
  await editorField.pressSequentially('Pogledajte')
  await editorField.press('Shift+Home')
  await page.locator('.inline-toolbar-popup button.toolbar-popup__button-link').click()
  const drawer = page.locator('.drawer__content', { hasText: 'Tekst za prikaz' }).last()
  await drawer.getByText('Interna poveznica', { exact: true }).click()
  return drawer
}

test('the rich text’s internal-link picker finds public content by a title fragment in any case', async ({
  browser,
}) => {
  const page = await staffPage(browser, editor, 'hr-HR')
  const drawer = await openLinkDrawer(page)
  const picker = drawer.locator('#field-doc')
  await picker.click()
  // Payload's picker also filters its options by word prefix in the browser, diacritics included: the letters
  // after a "š" must be typed with it; the database's own search would not have folded the capitals.
  await picker.locator('input').pressSequentially('SKLADIŠT')
  const menu = page.locator('.rs__menu')
  await expect(menu.getByText('Skladištenje i transport', { exact: true })).toBeVisible()
  await expect(menu.getByText('Skladištar u distribucijskom centru (m/ž)', { exact: true })).toBeVisible()
  await picker.locator('input').fill('STOMATOLOŠKI')
  await expect(menu.getByText('Stomatološki dani u Rijeci', { exact: true })).toBeVisible()
  await menu.getByText('Stomatološki dani u Rijeci', { exact: true }).click()
  await expect(picker).toContainText('Stomatološki dani u Rijeci')
  await page.context().close()
})

test('the internal-link picker offers public content only and never shows an error', async ({ browser }) => {
  const page = await staffPage(browser, editor, 'hr-HR')
  const drawer = await openLinkDrawer(page)
  const picker = drawer.locator('#field-doc')
  await picker.click()
  // Before, every collection was asked: the history's (a number as its title) answered 400, and the picker
  // showed only its error.
  await picker.locator('input').pressSequentially('skladišt')
  const menu = page.locator('.rs__menu')
  await expect(menu.locator('.rs__option').first()).toBeVisible()
  const groups = (await menu.locator('.rs__group-heading').allInnerTexts()).map((group) => group.trim())
  expect(groups.length).toBeGreaterThan(0)
  for (const group of groups) expect(publicContent).toContain(group)
  await expect(page.getByText('Došlo je do pogreške.')).toHaveCount(0)
  await page.context().close()
})

test('list search finds titles without diacritics and case in every collection', async ({ browser }) => {
  const page = await staffPage(browser, editor, 'hr-HR')
  const searches: [string, string, string][] = [
    ['news', 'stomatoloski', 'Stomatološki dani u Rijeci'],
    ['pages', 'SKLADISTENJE', 'Skladištenje i transport'],
    ['job-postings', 'skladistar', 'Skladištar u distribucijskom centru (m/ž)'],
  ]
  for (const [collection, typed, title] of searches) {
    await page.goto(`/admin/collections/${collection}?search=${encodeURIComponent(typed)}`)
    await expect(page.locator('.search-filter__input')).toHaveValue(typed)
    // Other tests add their own items (seo.spec.ts a "Skladištenje lijekova" page): each row found holds the
    // word, and the seeded item is among them.
    const rows = page.locator('.table tbody tr')
    await expect(rows.filter({ hasText: title })).toHaveCount(1)
    for (const row of await rows.allInnerTexts()) expect(normalizeSearchText(row)).toContain(normalizeSearchText(typed))
  }
  await page.context().close()
})
