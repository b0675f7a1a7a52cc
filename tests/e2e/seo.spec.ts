import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { editorsStaff, ensureEditorsStaff, foreignRequests, staffPage } from './support/editors'
import { e2eEnv } from './support/env.mjs'
import { staffHeaders } from './support/staff'

// One after the other: Payload keeps each login's session in the account's record.
test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ request }) => {
  await ensureEditorsStaff(request, 'seoEditor')
})

/** Creates a draft as the editor, in Croatian and in a second locale (a draft: the site's lists stay as they are); its id. */
async function draft(
  request: APIRequestContext,
  collection: 'pages' | 'news',
  hr: Record<string, unknown>,
  other: { locale: string; data: Record<string, unknown> },
): Promise<number> {
  const headers = await staffHeaders(request, editorsStaff.seoEditor)
  const created = await request.post(`/api/${collection}?locale=hr&draft=true`, {
    headers,
    data: { ...hr, _status: 'draft' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const translated = await request.patch(`/api/${collection}/${doc.id}?locale=${other.locale}&draft=true`, {
    headers,
    data: { ...other.data, _status: 'draft' },
  })
  expect(translated.ok(), await translated.text()).toBe(true)
  return doc.id
}

/** The plugin's note above its search-result preview, in Croatian. */
const previewNote = 'Točni rezultati mogu varirati ovisno o sadržaju i relevantnosti pretrage.'

/** The search-result preview as the plugin draws it below its note: the address (its first link), the title (a heading), the description. */
function searchResult(page: Page) {
  const box = page.getByText(previewNote, { exact: true }).locator('..')
  return { box, address: box.getByRole('link').first(), title: box.getByRole('heading', { level: 4 }) }
}

test('an editor writes the search-engine title and description with counters and sees the search result', async ({
  browser,
  request,
}) => {
  const id = await draft(
    request,
    'pages',
    { title: 'Skladištenje lijekova', slug: 'skladistenje-lijekova', markets: ['cro'] },
    { locale: 'sl', data: { title: 'Skladiščenje zdravil', slug: 'skladiscenje-zdravil', markets: ['slo'] } },
  )
  const page = await staffPage(browser, editorsStaff.seoEditor, 'hr-HR')
  const foreign = foreignRequests(page, e2eEnv.SITE_URL)
  // In the Slovenian content the address is on the Slovenian site, not the one the admin runs on.
  await page.goto(`/admin/collections/pages/${id}?locale=sl`)
  await expect(searchResult(page).address).toHaveText(`${e2eEnv.SITE_URL_SLO}/skladiscenje-zdravil`)

  await page.goto(`/admin/collections/pages/${id}?locale=hr`)

  // The admin speaks Croatian: our labels and hints, and the plugin's own texts.
  const metaTitle = page.getByLabel('Naslov za tražilice')
  const metaDescription = page.getByLabel('Opis za tražilice')
  await expect(metaTitle).toBeVisible()
  await expect(metaDescription).toBeVisible()
  await expect(page.getByText('Ako je prazno, koristi se naslov stranice.', { exact: false })).toBeVisible()
  await expect(page.getByText('Ovo bi trebalo biti između 50 i 60 znakova.', { exact: false })).toBeVisible()
  await expect(page.getByText('0/3 provjera prošlo')).toBeVisible()
  const result = searchResult(page)
  await expect(result.address).toHaveText(`${e2eEnv.SITE_URL_CRO}/skladistenje-lijekova`)
  await expect(result.address).toHaveAttribute('href', `${e2eEnv.SITE_URL_CRO}/skladistenje-lijekova`)

  // Auto-generate takes the page's title; the counter and the preview follow the field.
  await page.getByRole('button', { name: 'Automatsko generiranje' }).first().click()
  await expect(metaTitle).toHaveValue('Skladištenje lijekova')
  await expect(page.getByText('21/50-60 znakova, još 29')).toBeVisible()
  await expect(page.getByText('Prekratko', { exact: true })).toBeVisible()
  await expect(result.title).toHaveText('Skladištenje lijekova')

  const title = 'Skladištenje lijekova od 2 do 8 °C u cijeloj Hrvatskoj'
  await metaTitle.fill(title)
  await expect(page.getByText('54/50-60 znakova, još 6 slobodno')).toBeVisible()
  await expect(page.getByText('Dobro', { exact: true })).toBeVisible()
  await expect(result.title).toHaveText(title)

  const description =
    'Hladni lanac od skladišta do ljekarne: lijekove čuvamo i dostavljamo na propisanoj temperaturi, uz zapis za svaku pošiljku.'
  await metaDescription.fill(description)
  await expect(page.getByText('123/100-150 znakova, još 27 slobodno')).toBeVisible()
  await expect(result.box.getByText(description, { exact: true })).toBeVisible()
  await expect(page.getByText('2/3 provjera prošlo')).toBeVisible()
  expect(foreign).toEqual([])
  await page.context().close()
})

test("a news item's search result shows its title, its excerpt and its address", async ({ browser, request }) => {
  const id = await draft(
    request,
    'news',
    {
      title: 'Novo skladište u Splitu',
      excerpt: 'Otvorili smo skladište za Dalmaciju.',
      slug: 'novo-skladiste-u-splitu',
      markets: ['cro'],
    },
    { locale: 'en', data: { title: 'A new warehouse in Split', slug: 'a-new-warehouse-in-split' } },
  )
  const page = await staffPage(browser, editorsStaff.seoEditor, 'hr-HR')
  await page.goto(`/admin/collections/news/${id}?locale=en`)
  await expect(searchResult(page).address).toHaveText(
    `${e2eEnv.SITE_URL_CRO}/en/news-and-events/a-new-warehouse-in-split`,
  )

  await page.goto(`/admin/collections/news/${id}?locale=hr`)
  const result = searchResult(page)
  await expect(result.address).toHaveText(`${e2eEnv.SITE_URL_CRO}/novosti-i-dogadanja/novo-skladiste-u-splitu`)
  await expect(result.title).toHaveText('Novo skladište u Splitu')
  await expect(result.box.getByText('Otvorili smo skladište za Dalmaciju.', { exact: true })).toBeVisible()

  const excerpt = 'Otvorili smo skladište za Dalmaciju i otoke, s hladnim lancem od 2 do 8 °C.'
  await page.getByLabel('Sažetak').fill(excerpt)
  await expect(result.box.getByText(excerpt, { exact: true })).toBeVisible()
  await page.context().close()
})
