import { expect, test } from '@playwright/test'
import {
  chooseDepartment,
  chosenDepartment,
  fillForm,
  hr,
  openFromHeader,
  privacyCheckbox,
  sendEnglishForm,
} from './support/contactForm'
import { staffHeaders } from './support/staff'

test.describe('sending the contact form', () => {
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

  test('a send before the bot check has even appeared (its texts still loading) waits for it and succeeds', async ({
    page,
  }) => {
    // ALTCHA's Croatian texts arrive only after Send is pressed, as on a slow connection.
    let pressed: () => void = () => undefined
    let held = false
    const sendPressed = new Promise<void>((resolve) => {
      pressed = resolve
    })
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('Ja nisam robot')) {
        held = true
        await sendPressed
      }
      await route.fulfill({ response, body })
    })
    const { dialog } = await openFromHeader(page)
    await chooseDepartment(page, 'Informatika')
    await fillForm(page, { name: 'Ana', email: 'ana@example.com', message: 'Pozdrav' })
    await expect.poll(() => held).toBe(true)
    await expect(dialog.getByText('Ja nisam robot')).toHaveCount(0)
    await dialog.getByRole('button', { name: hr.send }).click()
    pressed()
    await expect(page.getByRole('dialog', { name: 'Hvala vam!' })).toBeVisible({ timeout: 15_000 })
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
})
