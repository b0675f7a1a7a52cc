import { expect, type Locator, type Page, test } from '@playwright/test'
import { headerContactButton, openContactOverlay } from './support/contact'
import { staffHeaders } from './support/staff'

const hr = { contact: 'Kontakt', dialog: 'Kontaktirajte nas', department: 'Odjel ili usluga', send: 'Pošalji' }

async function openFromHeader(page: Page, path = '/') {
  await page.goto(path)
  const opener = headerContactButton(page)
  const dialog = await openContactOverlay(page, opener)
  return { opener, dialog }
}

async function chooseDepartment(page: Page, name: string, label = hr.department) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: name })
}

/** The department the select shows (a native select's text is every option's). */
function chosenDepartment(dialog: Locator) {
  return dialog.getByRole('combobox', { name: hr.department }).locator('option:checked')
}

const fieldLabels = {
  hr: { dialog: hr.dialog, name: 'Ime i prezime', message: 'Poruka' },
  en: { dialog: 'Contact us', name: 'Name and surname', message: 'Message' },
}

async function fillForm(
  page: Page,
  fields: { name: string; email: string; message: string },
  locale: 'hr' | 'en' = 'hr',
) {
  const labels = fieldLabels[locale]
  const dialog = page.getByRole('dialog', { name: labels.dialog })
  await dialog.getByLabel(labels.name).fill(fields.name)
  await dialog.getByLabel('E-mail').fill(fields.email)
  await dialog.getByLabel(labels.message).fill(fields.message)
  await privacyCheckbox(dialog).check()
}

/** The privacy acceptance (ALTCHA's widget has a checkbox of its own). */
function privacyCheckbox(dialog: Locator) {
  return dialog.getByRole('checkbox', { name: /prihvaćam|accept/ })
}

/** Opens the English form from the header, fills it in completely and sends it. */
async function sendEnglishForm(page: Page) {
  await page.goto('/en')
  const dialog = await openContactOverlay(page, headerContactButton(page, 'en'), 'en')
  await chooseDepartment(page, 'Animal health', 'Department or service')
  await fillForm(page, { name: 'Ana', email: 'ana@example.com', message: 'Hello' }, 'en')
  await dialog.getByRole('button', { name: 'Send' }).click()
  return dialog
}

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

  test('a successful send stores the message, clears the form and opens the thank-you overlay about 499 ms later', async ({
    page,
    request,
  }) => {
    const sender = `Posjetitelj ${Date.now()}`
    const { dialog, opener } = await openFromHeader(page)
    await chooseDepartment(page, 'Veterina')
    await fillForm(page, { name: sender, email: 'posjetitelj@example.com', message: 'Zanima me ponuda.' })
    // Records when the contact dialog leaves and when the thank-you dialog arrives.
    await page.evaluate(() => {
      const times: Record<string, number> = {}
      ;(window as unknown as { overlayTimes: Record<string, number> }).overlayTimes = times
      new MutationObserver(() => {
        const dialogs = Array.from(document.querySelectorAll('dialog[open]')).map((node) => node.textContent ?? '')
        if (!times.formClosed && !dialogs.some((text) => text.includes('Kontaktirajte nas'))) {
          times.formClosed = performance.now()
        }
        if (!times.thankYou && dialogs.some((text) => text.includes('Hvala vam!'))) times.thankYou = performance.now()
      }).observe(document.body, { childList: true, subtree: true })
    })
    await dialog.getByRole('button', { name: hr.send }).click()

    const thankYou = page.getByRole('dialog', { name: 'Hvala vam!' })
    await expect(thankYou).toBeVisible({ timeout: 15_000 })
    await expect(dialog).toBeHidden()
    const times = await page.evaluate(
      () => (window as unknown as { overlayTimes: Record<string, number> }).overlayTimes,
    )
    expect((times.thankYou ?? 0) - (times.formClosed ?? 0)).toBeGreaterThanOrEqual(450)
    // A click on the backdrop beside the panel closes it (spec section 2).
    await page.mouse.click(5, 5)
    await expect(thankYou).toBeHidden()

    const headers = await staffHeaders(request)
    const stored = await request.get(`/api/contact-messages?where[name][equals]=${encodeURIComponent(sender)}`, {
      headers,
    })
    const { docs } = (await stored.json()) as { docs: { departmentName: string; email: string }[] }
    expect(docs).toEqual([expect.objectContaining({ departmentName: 'Veterina', email: 'posjetitelj@example.com' })])
    const outbox = await request.get('/api/mail-outbox?where[subject][equals]=Veterina', { headers })
    expect(((await outbox.json()) as { docs: { status: string; to: string[] }[] }).docs[0]).toMatchObject({
      status: 'pending',
      to: ['veterina@demomedika.example'],
    })

    // The department was forgotten and the fields cleared: the next form starts empty.
    await opener.click()
    await expect(chosenDepartment(dialog)).toHaveText('Odaberite odjel ili uslugu')
    await expect(dialog.getByLabel('Ime i prezime')).toHaveValue('')
    await dialog.getByRole('button', { name: 'Zatvori' }).click()
  })

  test('the thank-you overlay closes with its close button', async ({ page }) => {
    const { dialog } = await openFromHeader(page)
    await chooseDepartment(page, 'Informatika')
    await fillForm(page, { name: 'Ana', email: 'ana@example.com', message: 'Pozdrav' })
    await dialog.getByRole('button', { name: hr.send }).click()
    const thankYou = page.getByRole('dialog', { name: 'Hvala vam!' })
    await expect(thankYou).toBeVisible({ timeout: 15_000 })
    await thankYou.getByRole('button', { name: 'Zatvori' }).click()
    await expect(thankYou).toBeHidden()
  })

  test('a failed ALTCHA check shows a text naming no product and keeps the answers to send again', async ({ page }) => {
    await page.route('**/api/contact?*', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>
      await route.continue({ postData: JSON.stringify({ ...body, botCheckToken: 'forged' }) })
    })
    const dialog = await sendEnglishForm(page)
    await expect(dialog.getByRole('alert')).toHaveText('The check that you are not a robot failed. Please try again.', {
      timeout: 15_000,
    })
    await expect(dialog.getByLabel('Name and surname')).toHaveValue('Ana')
    await expect(dialog.getByLabel('E-mail')).toHaveValue('ana@example.com')
    await expect(dialog.getByLabel('Message')).toHaveValue('Hello')
  })

  test('a failed send shows "Error sending message."', async ({ page }) => {
    await page.route('**/api/contact?*', (route) => route.abort('connectionrefused'))
    const dialog = await sendEnglishForm(page)
    await expect(dialog.getByRole('alert')).toHaveText('Error sending message.', { timeout: 15_000 })
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeHidden()
  })

  test('offline, it refuses to send, says why and keeps everything typed', async ({ page, context }) => {
    const { dialog } = await openFromHeader(page)
    await chooseDepartment(page, 'Veterina')
    await fillForm(page, { name: 'Ana Anić', email: 'ana@example.com', message: 'Zanima me ponuda.' })
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/contact')) sent.push(request.url())
    })
    await context.setOffline(true)
    await dialog.getByRole('button', { name: hr.send }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'Niste povezani s internetom pa obrazac nije poslan. Upisani podaci ostaju sačuvani – pošaljite ih kad se veza vrati.',
    )
    await expect(dialog.getByLabel('Ime i prezime')).toHaveValue('Ana Anić')
    await expect(dialog.getByLabel('E-mail')).toHaveValue('ana@example.com')
    await expect(dialog.getByLabel('Poruka')).toHaveValue('Zanima me ponuda.')
    await expect(privacyCheckbox(dialog)).toBeChecked()
    await expect(chosenDepartment(dialog)).toHaveText('Veterina')
    expect(sent).toEqual([])
    await context.setOffline(false)
  })

  test('the 404 page’s Contact us button opens it', async ({ page }) => {
    await page.goto('/nema-te-stranice')
    await openContactOverlay(page, page.getByRole('main').getByRole('button', { name: 'Kontaktirajte nas' }))
  })
})
