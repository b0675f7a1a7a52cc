import { expect as baseExpect, test } from '@playwright/test'
import { editorsStaff, ensureEditorsStaff, staffPage } from './support/editors'
import { staffHeaders } from './support/staff'

// One after the other: Payload keeps each login's session in the account's record.
test.describe.configure({ mode: 'default' })
// The admin's editing screens load slowly on a busy machine.
test.setTimeout(180_000)
const expect = baseExpect.configure({ timeout: 30_000 })

const editor = editorsStaff.scheduling

test.beforeAll(async ({ request }) => {
  await ensureEditorsStaff(request, 'scheduling')
})

test('an editor schedules a publication at a date and a 24-hour time in Zagreb time, and a past time is refused', async ({
  browser,
  request,
}) => {
  const headers = await staffHeaders(request, editor)
  // A title of this run's own: the list search below must find this item only.
  const title = `Vijest za sutra ${Date.now().toString(36)}`
  const created = await request.post('/api/news?locale=hr&draft=true', {
    headers,
    data: { title, markets: ['cro'], _status: 'draft' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }

  const page = await staffPage(browser, editor, 'hr-HR')
  await page.goto(`/admin/collections/news/${doc.id}`)
  await page.locator('#action-save-popup .popup-button').click()
  await page.getByRole('button', { name: 'Raspored objavljivanja' }).click()
  const dialog = page.locator('dialog.schedule-publish')
  await expect(dialog.locator('.timezone-picker')).toContainText('Europe/Zagreb')
  await dialog.getByText('Objaviti', { exact: true }).click()

  // A day alone is its midnight, already past: refused in Croatian, nothing scheduled.
  await dialog.locator('#time input').click()
  await page.locator('.react-datepicker__day--today').click()
  // The calendar stays open over the buttons after a day is picked: a click on the title closes it.
  await dialog.locator('.schedule-publish__drawer-header h2').click()
  await dialog.getByRole('button', { name: 'Spremi' }).click()
  await expect(page.getByText('Odabrano vrijeme je već prošlo', { exact: false })).toBeVisible()
  await expect(page.getByText('Uspješno zakazano.')).toHaveCount(0)
  await expect(dialog.getByText('Nema zakazanih nadolazećih događanja.')).toBeVisible()

  // The time list counts hours 0 to 23.
  await dialog.locator('#time input').click()
  await page.locator('.react-datepicker__navigation--next').click()
  await page.locator('.react-datepicker__day--015:not(.react-datepicker__day--outside-month)').click()
  const times = await page.locator('.react-datepicker__time-list-item').allInnerTexts()
  expect(times).toContain('13:00')
  expect(times.join(' ')).not.toMatch(/AM|PM/)
  await page.locator('.react-datepicker__time-list-item', { hasText: /^10:00$/ }).click()
  await dialog.getByRole('button', { name: 'Spremi' }).click()
  await expect(page.getByText('Uspješno zakazano.')).toBeVisible()
  await expect(dialog.locator('.schedule-publish__upcoming table')).toContainText('10:00')
  await page.context().close()

  // The list says which items wait for their publication, and when (Zagreb time).
  const list = await staffPage(browser, editor, 'hr-HR')
  await list.goto(`/admin/collections/news?search=${encodeURIComponent(title)}`)
  const row = list.locator('.table tbody tr', { hasText: title })
  await expect(row.locator('[data-scheduled="publish"]')).toContainText(/Objava .*10:00/)

  // The editor's first screen lists it under the scheduled items, by its title.
  await list.goto('/admin')
  const scheduled = list.getByRole('region', { name: /^Zakazane objave i povlačenja/ })
  await expect(scheduled.getByRole('listitem').filter({ hasText: title })).toContainText(/Objava .*10:00/)
  await list.context().close()
})
