import type { Locator, Page } from '@playwright/test'
import { headerContactButton, openContactOverlay } from './contact'

export const hr = { contact: 'Kontakt', dialog: 'Kontaktirajte nas', department: 'Odjel ili usluga', send: 'Pošalji' }

export async function openFromHeader(page: Page, path = '/') {
  await page.goto(path)
  const opener = headerContactButton(page)
  const dialog = await openContactOverlay(page, opener)
  return { opener, dialog }
}

export async function chooseDepartment(page: Page, name: string, label = hr.department) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: name })
}

/** The department the select shows (a native select's text is every option's). */
export function chosenDepartment(dialog: Locator) {
  return dialog.getByRole('combobox', { name: hr.department }).locator('option:checked')
}

const fieldLabels = {
  hr: { dialog: hr.dialog, name: 'Ime i prezime', message: 'Poruka' },
  en: { dialog: 'Contact us', name: 'Name and surname', message: 'Message' },
}

export async function fillForm(
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
export function privacyCheckbox(dialog: Locator) {
  return dialog.getByRole('checkbox', { name: /prihvaćam|accept/ })
}

/** Opens the English form from the header, fills it in completely and sends it. */
export async function sendEnglishForm(page: Page) {
  await page.goto('/en')
  const dialog = await openContactOverlay(page, headerContactButton(page, 'en'), 'en')
  await chooseDepartment(page, 'Animal health', 'Department or service')
  await fillForm(page, { name: 'Ana', email: 'ana@example.com', message: 'Hello' }, 'en')
  await dialog.getByRole('button', { name: 'Send' }).click()
  return dialog
}
