import { type APIRequestContext, expect, test } from '@playwright/test'
import { untilHydrated } from './support/hydration'
import { staffHeaders } from './support/staff'

/** The counts of a query's searches today (the query as counted: in lower case), through the REST API as staff. */
async function countsOf(request: APIRequestContext, query: string) {
  const headers = await staffHeaders(request)
  const response = await request.get(`/api/search-misses?where[query][equals]=${encodeURIComponent(query)}&depth=0`, {
    headers,
  })
  const { docs } = (await response.json()) as {
    docs: { count: number; withResults: number; clicks: number; withoutClick: number }[]
  }
  const [row] = docs
  return row
    ? { count: row.count, withResults: row.withResults, clicks: row.clicks, withoutClick: row.withoutClick }
    : null
}

test.describe('the site search', () => {
  test('finds a page from the header box whatever the diacritics, title matches first and highlighted', async ({
    page,
  }) => {
    await page.goto('/')
    const search = page.getByRole('search', { name: 'Pretraživanje' }).first()
    await search.getByRole('searchbox').fill('KOLACIC')
    await search.getByRole('button', { name: 'Traži' }).click()
    await expect(page).toHaveURL(/\/pretraga\?q=KOLACIC$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezultati za „KOLACIC”')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const first = page.getByRole('list', { name: 'Rezultati pretraživanja' }).getByRole('listitem').first()
    await expect(first.getByRole('link')).toHaveText('Pravila kolačića')
    await expect(first.getByRole('heading').locator('mark')).toHaveText('kolačića')
    // The link goes through the click count to the page.
    await first.getByRole('link').click()
    await expect(page).toHaveURL(/\/pravila-kolacica$/)
  })

  test('is in the mobile menu too, and answers an empty and a too-long query with a message', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/en')
    await untilHydrated(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const search = page.getByRole('dialog').getByRole('search', { name: 'Search' })
    await search.getByRole('searchbox').fill('clinical trials')
    await search.getByRole('searchbox').press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?q=clinical\+trials$/)
    await expect(page.getByRole('link', { name: 'Clinical trials' }).first()).toBeVisible()

    await page.goto('/en/search?q=')
    await expect(page.getByText('Type what you are looking for.')).toBeVisible()
    const response = await page.goto(`/en/search?q=${'a'.repeat(101)}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByText('The query is too long: type at most 100 characters.')).toBeVisible()
  })

  test('finds inflected forms and a brand with a typo, and names each result’s kind', async ({ page }) => {
    await page.goto('/pretraga?q=rijeka')
    const results = page.getByRole('list', { name: 'Rezultati pretraživanja' })
    const first = results.getByRole('listitem').first()
    await expect(first.getByRole('link')).toHaveText('Stomatološki dani u Rijeci')
    await expect(first.getByRole('heading').locator('mark')).toHaveText('Rijeci')
    await expect(first.getByText('Novost ili događanje', { exact: true })).toBeVisible()

    await page.goto('/pretraga?q=cetafil')
    await expect(results.getByRole('listitem').first().getByRole('link')).toHaveText('Cetaphil')
    await page.goto('/pretraga?q=galdrema')
    await expect(results.getByRole('listitem').first().getByRole('link')).toHaveText('Galderma')
  })

  test('filters the results by kind with plain links, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/pretraga?q=dugopolje')
    const filter = page.getByRole('navigation', { name: 'Vrsta rezultata' })
    await expect(filter.getByRole('link', { name: /^Sve \(\d+\)$/ })).toHaveAttribute('aria-current', 'page')
    await filter.getByRole('link', { name: /^Novosti i događanja/ }).click()
    await expect(page).toHaveURL(/\/pretraga\?q=dugopolje&kind=news$/)
    // Each result's first line names its kind.
    const kinds = page.getByRole('list', { name: 'Rezultati pretraživanja' }).locator('li > p:first-child')
    await expect(kinds.first()).toHaveText('Novost ili događanje')
    expect(new Set(await kinds.allTextContents())).toEqual(new Set(['Novost ili događanje']))
    await context.close()
  })

  test('answers a repeated query from the cache, and shows a publish and an unpublish at once', async ({ request }) => {
    const headers = await staffHeaders(request)
    const word = `kalibracija${Date.now().toString(36)}`
    const address = `/pretraga?q=${word}`
    const titles = async () => {
      const html = await (await request.get(address)).text()
      return [...html.matchAll(/<h2[^>]*><a[^>]*>(.*?)<\/a><\/h2>/g)].map((match) => match[1]?.replace(/<[^>]+>/g, ''))
    }
    expect(await titles()).toEqual([])
    // Asked again, rendered once more and then answered from Next's cache.
    await expect.poll(async () => (await request.get(address)).headers()['x-nextjs-cache']).toBe('HIT')
    const title = `Obavijest o ${word}`
    const created = await request.post('/api/news?locale=hr', {
      headers,
      data: {
        title,
        slug: word,
        type: 'news',
        markets: ['cro'],
        publishedAt: '2026-11-01T10:00:00.000Z',
        _status: 'published',
      },
    })
    expect(created.ok()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      await expect.poll(titles, { timeout: 10_000 }).toEqual([title])
      await request.patch(`/api/news/${doc.id}?locale=hr`, { headers, data: { _status: 'draft' } })
      await expect.poll(titles, { timeout: 10_000 }).toEqual([])
    } finally {
      await request.delete(`/api/news/${doc.id}`, { headers })
    }
  })

  test('counts a search that found nothing for the editors, though its page comes from the cache', async ({
    request,
  }) => {
    const query = `nepostojece${Date.now().toString(36)}`
    for (let visit = 0; visit < 3; visit += 1) expect((await request.get(`/pretraga?q=${query}`)).ok()).toBe(true)
    await expect
      .poll(() => countsOf(request, query), { timeout: 15_000 })
      .toEqual({ count: 3, withResults: 0, clicks: 0, withoutClick: 0 })
  })

  test('finds a downloadable document and opens its page, without JavaScript and with it', async ({ browser }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.goto('/pretraga?q=certifikati&kind=document')
      const first = page.getByRole('list', { name: 'Rezultati pretraživanja' }).getByRole('listitem').first()
      await expect(first.getByText('Dokument', { exact: true })).toBeVisible()
      const title = await first.getByRole('link').textContent()
      expect(title).toMatch(/^Certifikat ISO/)
      await first.getByRole('link').click()
      await expect(page).toHaveURL(/\/file\?id=\d+$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
      await context.close()
    }
  })

  test('counts the results opened, without JavaScript and with it, and lists the searches nobody clicked in the admin', async ({
    browser,
    request,
  }) => {
    // The same query in other capitals each time: one query to count, a results page that is not cached yet.
    // Two browsers, the admin and the counts written within 5 s: longer than the default on a busy machine.
    test.slow()
    const word = `Kolacici${Date.now().toString(36)}`
    const headers = await staffHeaders(request)
    // A word of its own that stands for `kolačići`: a query no earlier run counted, that finds the cookie policy.
    const synonym = await request.post('/api/search-synonyms', {
      headers,
      data: { title: word, locale: 'hr', terms: [word, 'kolačići'] },
    })
    expect(synonym.ok()).toBe(true)
    const { doc } = (await synonym.json()) as { doc: { id: number } }
    try {
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ javaScriptEnabled })
        const page = await context.newPage()
        await page.goto(`/pretraga?q=${word}`)
        await page.getByRole('list', { name: 'Rezultati pretraživanja' }).getByRole('link').first().click()
        await expect(page).toHaveURL(/\/pravila-kolacica$/)
        await context.close()
      }
      // Searched three times, two results opened: one search without a click.
      expect((await request.get(`/pretraga?q=${word}`)).ok()).toBe(true)
      const query = word.toLowerCase()
      await expect
        .poll(() => countsOf(request, query), { timeout: 15_000 })
        .toEqual({ count: 0, withResults: 3, clicks: 2, withoutClick: 1 })
      const context = await browser.newContext({ extraHTTPHeaders: { Authorization: headers.Authorization } })
      const admin = await context.newPage()
      await admin.goto('/admin/collections/search-misses')
      await expect(admin.getByRole('row').filter({ hasText: query })).toBeVisible()
      await context.close()
    } finally {
      await request.delete(`/api/search-synonyms/${doc.id}`, { headers })
    }
  })
})
