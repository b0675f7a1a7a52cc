import { expect, test } from '@playwright/test'
import { headerContactButton, openContactOverlay } from './support/contact'
import { chooseDepartment, chosenDepartment, hr, openFromHeader, privacyCheckbox } from './support/contactForm'

test.describe('contact overlay', () => {
  test('the privacy link closes it and leads to the privacy policy', async ({ page }) => {
    const { dialog } = await openFromHeader(page)
    await dialog.getByRole('link', { name: 'Pravila privatnosti' }).click()
    await expect(page).toHaveURL(/\/pravila-privatnosti$/)
    await expect(dialog).toBeHidden()
  })

  test('send stays disabled until a department is chosen; the list shows up to 15 of the 29 departments at once', async ({
    page,
  }) => {
    // Room below the select for 15 rows: the browser shortens a list that would leave the window.
    await page.setViewportSize({ width: 1280, height: 1000 })
    const { dialog } = await openFromHeader(page)
    const send = dialog.getByRole('button', { name: hr.send })
    await expect(send).toBeDisabled()
    await dialog.getByRole('combobox', { name: hr.department }).click()
    const options = page.getByRole('option')
    await expect(options).toHaveCount(29)
    // Options whose middle is on screen in the open list (the rest are scrolled out of its view).
    const shown = await options.evaluateAll(
      (elements) =>
        elements.filter((element) => {
          const box = element.getBoundingClientRect()
          return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === element
        }).length,
    )
    expect(shown).toBe(15)
    await page.getByRole('option', { name: 'Veterina', exact: true }).click()
    await expect(send).toBeEnabled()
  })

  test('the department select works by keyboard, and Escape closes its list before the overlay', async ({ page }) => {
    const { dialog } = await openFromHeader(page)
    const combobox = dialog.getByRole('combobox', { name: hr.department })
    await combobox.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => combobox.evaluate((element) => element.matches(':open'))).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => combobox.evaluate((element) => element.matches(':open'))).toBe(false)
    await expect(dialog).toBeVisible()
    await expect(combobox).toBeFocused()
    await page.keyboard.press('v')
    await expect(chosenDepartment(dialog)).toHaveText('Vanjska trgovina')
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(chosenDepartment(dialog)).toHaveText('Veterina')
    await expect(dialog.getByRole('button', { name: hr.send })).toBeEnabled()
  })

  test('shows localized validation messages next to their fields', async ({ page }) => {
    const { dialog } = await openFromHeader(page)
    await chooseDepartment(page, 'Uprava')
    await dialog.getByLabel('E-mail').fill('nije-adresa')
    await dialog.getByRole('button', { name: hr.send }).click()
    await expect(dialog.getByLabel('Ime i prezime')).toHaveAccessibleDescription('Ovo polje je obavezno.')
    await expect(dialog.getByLabel('E-mail')).toHaveAccessibleDescription('Unesite ispravnu e-mail adresu.')
    await expect(dialog.getByLabel('Poruka')).toHaveAccessibleDescription('Ovo polje je obavezno.')
    await expect(privacyCheckbox(dialog)).toHaveAccessibleDescription(
      'Za slanje poruke prihvatite pravila privatnosti.',
    )
    await expect(dialog.getByLabel('Ime i prezime')).toHaveAttribute('maxlength', '50')
    await expect(dialog.getByLabel('E-mail')).toHaveAttribute('maxlength', '50')
    await expect(dialog.getByLabel('Poruka')).toHaveAttribute('rows', '5')

    await page.goto('/en')
    const english = await openContactOverlay(page, headerContactButton(page, 'en'), 'en')
    await chooseDepartment(page, 'Animal health', 'Department or service')
    await english.getByRole('button', { name: 'Send' }).click()
    await expect(english.getByLabel('Name and surname')).toHaveAccessibleDescription('This field is required.')
  })

  test('a department chosen earlier is preselected when the form opens again', async ({ page }) => {
    const { dialog, opener } = await openFromHeader(page)
    await chooseDepartment(page, 'Servis')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await opener.click()
    await expect(chosenDepartment(dialog)).toHaveText('Servis')
    await expect(dialog.getByRole('button', { name: hr.send })).toBeEnabled()
  })

  test('the 404 page’s Contact us button opens it', async ({ page }) => {
    await page.goto('/nema-te-stranice')
    await openContactOverlay(page, page.getByRole('main').getByRole('button', { name: 'Kontaktirajte nas' }))
  })
})
