import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test'
import { veterinaryReport } from '../fixtures/reports'
import { sendApplication } from './support/application'
import { botCheckToken } from './support/botCheck'
import { staffPage } from './support/editors'
import { staffHeaders } from './support/staff'
import { createStaffAccount } from './support/staffAccount'

// Each role's own work in the Croatian admin: the first screen starts with it, and the inbox does the job.
// Accounts and records of this run's own (the database outlives a run of the spec).
const run = Date.now()
// The admin's editing screens load slowly on a busy machine.
test.setTimeout(120_000)
const expect = baseExpect.configure({ timeout: 30_000 })

/** The dashboard's own-work heading comes before the first collection card, in reading order. */
async function comesBeforeTheCards(heading: Locator) {
  await expect(heading).toBeVisible()
  const before = await heading.evaluate((node) => {
    const cards = document.querySelector('.collections')
    return cards ? Boolean(node.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING) : false
  })
  expect(before).toBe(true)
}

/**
 * Types into an edit form's field once the form runs: typed before hydration, the text stays in the box but
 * the form never hears of it (its save button stays disabled).
 */
async function fillForm(page: Page, selector: string, value: string) {
  await expect(async () => {
    await page.locator(selector).fill('')
    await page.locator(selector).fill(value)
    await expect(page.locator('#action-save')).toBeEnabled({ timeout: 1_000 })
  }).toPass()
}

async function saveDocument(page: Page, collection: string) {
  const saved = page.waitForResponse(
    (response) => new RegExp(`/api/${collection}/\\d+`).test(response.url()) && response.request().method() === 'PATCH',
  )
  await page.locator('#action-save').click()
  expect((await saved).status()).toBe(200)
}

test('pharmacovigilance starts with the reports due, assigns a report, codes it in MedDRA and keeps notes', async ({
  browser,
  request,
}) => {
  const officer = await createStaffAccount(request, `pv-work-${run}@example.com`, ['pharmacovigilance'])
  const sent = await request.post('/api/reports?locale=hr', {
    data: { ...veterinaryReport, botCheckToken: await botCheckToken(request) },
  })
  const { reference } = (await sent.json()) as { reference: string }
  const page = await staffPage(browser, officer, 'hr-HR')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Vaš posao' })).toBeVisible()
  await comesBeforeTheCards(page.getByRole('heading', { name: /^Prijave nuspojava s rokom unutar 3 dana ili prošlim/ }))

  await page.goto(`/admin/collections/adverse-reaction-reports?where[reference][equals]=${reference}`)
  const table = page.locator('table')
  for (const column of ['Broj prijave', 'Prijavitelj', 'Lijek', 'Ozbiljnost', 'Rok', 'Status', 'Zadužen/a']) {
    await expect(table.getByRole('columnheader', { name: new RegExp(`^${column}`) })).toBeVisible()
  }
  // A sort button says what it does in words (Payload wrote the column's label object as "[object Object]").
  const deadline = table.getByRole('columnheader', { name: /^Rok/ })
  await expect(deadline.getByRole('button', { name: 'Poredaj: Uzlazno' })).toBeVisible()
  await expect(table.getByRole('button', { name: /object Object/ })).toHaveCount(0)
  await expect(table.getByRole('row').nth(1)).toContainText('Vetmedin')
  await table.getByRole('link', { name: reference }).click()
  await expect(page.getByText('Veterinarske prijave nemaju E2B(R3) datoteku')).toBeVisible()
  // Dates as Croatian writes them from the picker's first render (Payload's own registers the language later).
  await expect(page.locator('#field-receivedAt input')).toHaveValue(/^\d{1,2}\. \p{L}+ 20\d\d\. \d\d:\d\d$/u)
  await expect(page.getByRole('link', { name: 'Preuzmi E2B(R3) XML' })).toHaveCount(0)

  await fillForm(page, '#field-meddra__lltCode', '1004770')
  await page.locator('#field-meddra__version').fill('28.0')
  // Refused by the server, which names the field in the officer's language.
  const refused = page.waitForResponse((response) => response.request().method() === 'PATCH')
  await page.locator('#action-save').click()
  expect((await refused).status()).toBe(400)
  await expect(page.getByText('MedDRA kodiranje → LLT kôd')).toBeVisible()
  await page.locator('#field-meddra__lltCode').fill('10047700')
  await page.locator('#field-meddra__ptCode').fill('10047700')
  await page.locator('#field-notes').fill('Vlasnik je poslao broj serije.')
  const assignee = page.locator('#field-assignee')
  await assignee.click()
  await page.locator('.rs__menu').getByText(officer.email, { exact: true }).click()
  await saveDocument(page, 'adverse-reaction-reports')

  const headers = await staffHeaders(request, officer)
  const stored = await request.get(`/api/adverse-reaction-reports?where[reference][equals]=${reference}&depth=1`, {
    headers,
  })
  const [report] = ((await stored.json()) as { docs: Record<string, unknown>[] }).docs
  expect(report).toMatchObject({
    meddra: { lltCode: '10047700', ptCode: '10047700', version: '28.0' },
    notes: 'Vlasnik je poslao broj serije.',
    assignee: { email: officer.email },
  })
  await page.context().close()
})

test('HR starts with the new applications, moves one on with notes and finds it by status', async ({
  browser,
  request,
}) => {
  const name = `Kandidat Radni ${run}`
  await sendApplication(request, { name, email: `kandidat-${run}@example.com` })
  const hr = await createStaffAccount(request, `hr-work-${run}@example.com`, ['hr'])
  const page = await staffPage(browser, hr, 'hr-HR')
  await page.goto('/admin')
  const queue = page.getByRole('region', { name: /^Nove prijave za posao/ })
  await comesBeforeTheCards(queue.getByRole('heading'))
  await queue.getByRole('link', { name }).click()
  await expect(page.locator('#field-name')).toHaveValue(name)
  await expect(page.locator('#field-name')).toBeDisabled()
  // The CV carries the applicant's name.
  await expect(page.getByText(/^kandidat-radni-\d+-cv-[0-9a-f]{8}\.pdf$/)).toBeVisible()

  await fillForm(page, '#field-notes', 'Razgovor u utorak u 10 sati.')
  await page.locator('#field-status').click()
  await page.locator('.rs__menu').getByText('Poziv na razgovor', { exact: true }).click()
  await saveDocument(page, 'job-applications')

  await page.goto('/admin/collections/job-applications?where[status][equals]=interview')
  const row = page.locator('table').getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('Poziv na razgovor')
  // Sent without a posting: an open application, said so in the posting's column.
  await expect(row).toContainText('Otvorena prijava')
  await page.context().close()
})

test('an editor starts with their drafts and the scheduled items', async ({ browser, request }) => {
  const editor = await createStaffAccount(request, `editor-work-${run}@example.com`, ['editor'])
  const title = `Skica za nadzornu ploču ${run}`
  const draft = await request.post('/api/news?draft=true&locale=hr', {
    headers: await staffHeaders(request, editor),
    data: { title, _status: 'draft' },
  })
  expect(draft.ok(), await draft.text()).toBe(true)
  const page = await staffPage(browser, editor, 'hr-HR')
  await page.goto('/admin')
  const drafts = page.getByRole('region', { name: /^Skice i neobjavljene izmjene/ })
  await comesBeforeTheCards(drafts.getByRole('heading'))
  await expect(drafts.getByRole('link', { name: title })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Zakazane objave i povlačenja/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Nove prijave za posao/ })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: /^Prijave nuspojava/ })).toHaveCount(0)

  await page.context().close()
})

test('an editor tells the blocks apart: groups and pictures in the chooser, a first line and a row label each', async ({
  browser,
  request,
}) => {
  const editor = await createStaffAccount(request, `editor-blocks-${run}@example.com`, ['editor'])
  const layout = [
    { blockType: 'hero', heading: 'Skladištimo lijekove na pravoj temperaturi' },
    { blockType: 'figures', heading: 'U brojkama', items: [{ value: '24/7', label: 'Dostava' }] },
  ]
  const blocks = await request.post('/api/pages?draft=true&locale=hr', {
    headers: await staffHeaders(request, editor),
    data: { title: `Blokovi ${run}`, _status: 'draft', layout },
  })
  expect(blocks.ok(), await blocks.text()).toBe(true)
  const { doc } = (await blocks.json()) as { doc: { id: number } }
  const page = await staffPage(browser, editor, 'hr-HR')
  await page.goto(`/admin/collections/pages/${doc.id}`)
  await expect(page.getByText('01 Naslovna slika · Skladištimo lijekove na pravoj temperaturi')).toBeVisible()
  await expect(page.getByText('02 Brojke · U brojkama')).toBeVisible()
  await expect(page.getByText('Velika slika s naslovom, kratkim tekstom i gumbom, na vrhu stranice.')).toBeVisible()
  await expect(page.getByText('Istaknute brojke s kratkim opisom, npr. „6000+ proizvoda”.')).toBeVisible()

  await page.getByRole('button', { name: 'Dodaj blok' }).first().click()
  const chooser = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Dodaj blok' }) })
  for (const group of ['Tekst i slike', 'Poveznice i pozivi', 'Iz zbirki tvrtke']) {
    await expect(chooser.getByRole('heading', { name: group })).toBeVisible()
  }
  const figures = chooser.getByRole('button', { name: 'Brojke', exact: true })
  await expect(figures.locator('img')).toHaveAttribute('src', '/block-previews/figures.svg')
  const picture = await request.get('/block-previews/figures.svg')
  expect([picture.status(), picture.headers()['content-type']]).toEqual([200, 'image/svg+xml'])
  await figures.click()
  await expect(page.getByText('03 Brojke')).toBeVisible()
  await page.context().close()
})
