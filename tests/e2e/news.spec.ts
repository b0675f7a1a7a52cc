import { expect, type Locator, type Page, test } from '@playwright/test'
import { newsCategories, newsItems } from '../../src/seed/content/news'
import { e2eEnv } from './support/env.mjs'
import { staffHeaders } from './support/staff'

const siteUrl = e2eEnv.SITE_URL
const list = (page: Page, name = 'Novosti i događanja') => page.getByRole('list', { name })
const cards = (page: Page, name?: string) => list(page, name).getByRole('listitem')
const headLink = (page: Page, rel: string) => page.locator(`head link[rel="${rel}"]`)
const seeded = (hrSlug: string) => {
  const item = newsItems.find(({ slug }) => slug.hr === hrSlug)
  if (!item) throw new Error(`no seeded item ${hrSlug}`)
  return item
}

async function publishedDates(items: Locator) {
  return items
    .locator('p > time[datetime]')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
}

test.describe('the news list', () => {
  test('shows the newest first, each with its type, and events with their date and place', async ({ page }) => {
    await page.goto('/novosti-i-dogadanja')
    await expect(cards(page)).toHaveCount(9)
    const dates = await publishedDates(cards(page))
    expect(dates).toEqual([...dates].sort().reverse())
    const fair = cards(page).filter({ hasText: seeded('sajam-medicinske-opreme').title.hr })
    await expect(fair).toContainText('Događanje')
    await expect(fair).toContainText('Mjesto:')
    await expect(fair).toContainText('Zagreb, Zagrebački velesajam')
    await expect(fair.locator('dd time')).toHaveAttribute(
      'datetime',
      seeded('sajam-medicinske-opreme').event?.start ?? '',
    )
    await expect(
      cards(page).filter({ hasText: seeded('rezultati-ankete-o-zadovoljstvu-kupaca').title.hr }),
    ).toContainText('Novost')
  })

  test('pages with the page number in the address, rel links and a canonical that includes it', async ({ page }) => {
    await page.goto('/novosti-i-dogadanja')
    await expect(headLink(page, 'next')).toHaveAttribute('href', `${siteUrl}/novosti-i-dogadanja?page=2`)
    await expect(headLink(page, 'prev')).toHaveCount(0)
    const firstPage = await publishedDates(cards(page))

    await page.getByRole('navigation', { name: 'Stranice popisa' }).getByRole('link', { name: 'Stranica 2' }).click()
    await expect(page).toHaveURL(`${siteUrl}/novosti-i-dogadanja?page=2`)
    await expect(cards(page).first()).toBeVisible()
    const secondPage = await publishedDates(cards(page))
    // Older items only: page 2 goes on where page 1 ended.
    expect(secondPage.every((date) => firstPage.every((newer) => date <= newer))).toBe(true)
    await expect(headLink(page, 'canonical')).toHaveAttribute('href', `${siteUrl}/novosti-i-dogadanja?page=2`)
    await expect(headLink(page, 'prev')).toHaveAttribute('href', `${siteUrl}/novosti-i-dogadanja`)
    await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${siteUrl}/en/news-and-events?page=2`,
    )
    await expect(
      page.getByRole('navigation', { name: 'Stranice popisa' }).getByRole('link', { name: 'Stranica 2' }),
    ).toHaveAttribute('aria-current', 'page')
    expect((await page.request.get('/novosti-i-dogadanja?page=2')).headers()['cache-control']).toContain('s-maxage')
  })

  test('filters by category in the address, survives a reload, and goes back to all categories', async ({ page }) => {
    const category = newsCategories.find(({ slug }) => slug.hr === 'veterina')
    const expected = newsItems.filter(({ categories }) => categories.includes('veterina'))
    await page.goto('/en/news-and-events')
    const filter = page.getByRole('navigation', { name: 'Categories' })
    await filter.getByRole('link', { name: category?.name.en }).click()
    await expect(page).toHaveURL(`${siteUrl}/en/news-and-events?category=animal-health`)
    await expect(cards(page, 'News and events')).toHaveCount(expected.length)
    for (const item of expected) await expect(list(page, 'News and events')).toContainText(item.title.en ?? '')
    await expect(filter.getByRole('link', { name: category?.name.en })).toHaveAttribute('aria-current', 'page')
    // After a client navigation the previous page's head links leave once the new head is in place.
    await expect(headLink(page, 'canonical')).toHaveCount(1)
    await expect(headLink(page, 'canonical')).toHaveAttribute(
      'href',
      `${siteUrl}/en/news-and-events?category=animal-health`,
    )
    await expect(page.locator('header a[hreflang="hr"]').first()).toHaveAttribute(
      'href',
      '/novosti-i-dogadanja?category=veterina',
    )

    await page.reload()
    await expect(cards(page, 'News and events')).toHaveCount(expected.length)
    await filter.getByRole('link', { name: 'All categories' }).click()
    await expect(page).toHaveURL(`${siteUrl}/en/news-and-events`)
    await expect(cards(page, 'News and events')).toHaveCount(9)
  })

  test('an unknown category or a page out of range is a 404, never an error', async ({ request }) => {
    for (const path of [
      '/novosti-i-dogadanja?category=nepostojeca',
      '/novosti-i-dogadanja?page=99',
      '/novosti-i-dogadanja?page=0',
      '/en/news-and-events?page=abc',
      '/en/news-and-events?category=veterina',
      '/novosti-i-dogadanja?category=%25',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  test('a category without items shows the empty-content text', async ({ page, request }) => {
    const headers = await staffHeaders(request)
    // Unique slugs, so a retry after a failure never meets the category of the first attempt.
    const suffix = Date.now()
    const created = await request.post('/api/news-categories?locale=hr', {
      headers,
      data: { name: `Bez objava ${suffix}`, slug: `bez-objava-${suffix}` },
    })
    expect(created.ok()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    await request.patch(`/api/news-categories/${doc.id}?locale=en`, {
      headers,
      data: { name: `No posts ${suffix}`, slug: `no-posts-${suffix}` },
    })
    await page.goto(`/novosti-i-dogadanja?category=bez-objava-${suffix}`)
    await expect(page.getByText('Nema dostupnog sadržaja!')).toBeVisible()
    await page.goto(`/en/news-and-events?category=no-posts-${suffix}`)
    await expect(page.getByText('No content available!')).toBeVisible()
    await request.delete(`/api/news-categories/${doc.id}`, { headers })
  })

  test('is linked to its RSS feed, which lists the newest items in the locale', async ({ page, request }) => {
    await page.goto('/en/news-and-events')
    const feedLink = page.locator('head link[rel="alternate"][type="application/rss+xml"]')
    await expect(feedLink).toHaveAttribute('href', `${siteUrl}/feed/en.xml`)
    const response = await request.get('/feed/en.xml')
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const feed = await response.text()
    expect(feed).toContain('<rss version="2.0"')
    const newest = seeded('raspored-dostava-za-blagdane')
    expect(feed).toContain(`<link>${siteUrl}/en/news-and-events/${newest.slug.en}</link>`)
    expect(feed).toContain(`<title>${newest.title.en}</title>`)
    expect(await (await request.get('/feed/hr.xml')).text()).toContain(`<title>${newest.title.hr}</title>`)
    expect((await request.get('/feed/de.xml')).status()).toBe(404)
  })
})

test.describe('a news item', () => {
  test('opens from the list with its cover, date, categories, body and related articles of its category', async ({
    page,
  }) => {
    const item = seeded('obnova-voznog-parka')
    await page.goto('/novosti-i-dogadanja')
    await list(page).getByRole('link', { name: item.title.hr }).click()
    await expect(page).toHaveURL(`${siteUrl}/novosti-i-dogadanja/${item.slug.hr}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title.hr)
    const main = page.locator('main')
    await expect(main.getByRole('img', { name: `Ilustracija: ${item.title.hr}` })).toBeVisible()
    await expect(main.locator('header time').first()).toHaveAttribute('datetime', /^2026-07-15/)
    await expect(main.getByRole('link', { name: 'Logistika i distribucija' })).toHaveAttribute(
      'href',
      '/novosti-i-dogadanja?category=logistika',
    )
    await expect(main).toContainText('dvije temperaturne zone')
    const related = cards(page, 'Povezane novosti')
    await expect(related).toHaveCount(3)
    const relatedTitles = await related.getByRole('heading').allInnerTexts()
    const sameCategory = newsItems
      .filter((other) => other !== item && other.categories.includes('logistika'))
      .map(({ title }) => title.hr)
    expect(relatedTitles.every((title) => sameCategory.includes(title))).toBe(true)
    expect(relatedTitles).not.toContain(item.title.hr)
  })

  test('shows the images of its body with their text alternative in each language', async ({ page }) => {
    const item = newsItems.find(({ figure }) => figure)
    await page.goto(`/novosti-i-dogadanja/${item?.slug.hr}`)
    await expect(page.locator('main .prose-content').getByRole('img', { name: item?.figure?.alt.hr })).toBeVisible()
    await page.goto(`/en/news-and-events/${item?.slug.en}`)
    await expect(page.locator('main .prose-content').getByRole('img', { name: item?.figure?.alt.en })).toBeVisible()
  })

  test('switches language to the same article’s slug, and back', async ({ page }) => {
    const item = seeded('stomatoloski-dani-rijeka-2026')
    await page.goto(`/novosti-i-dogadanja/${item.slug.hr}`)
    await page.locator('header a[hreflang="en"]').first().click()
    await expect(page).toHaveURL(`${siteUrl}/en/news-and-events/${item.slug.en}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title.en ?? '')
    await expect(page.getByRole('note')).toHaveCount(0)
    await page.locator('header a[hreflang="hr"]').first().click()
    await expect(page).toHaveURL(`${siteUrl}/novosti-i-dogadanja/${item.slug.hr}`)
  })

  test('without a translation shows its Croatian content in English and says so', async ({ page }) => {
    const item = newsItems.find(({ slug }) => !slug.en)
    if (!item) throw new Error('the demo news need an untranslated item')
    await page.goto(`/novosti-i-dogadanja/${item.slug.hr}`)
    await page.locator('header a[hreflang="en"]').first().click()
    await expect(page).toHaveURL(`${siteUrl}/en/news-and-events/${item.slug.hr}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('note')).toHaveText(
      'This article is not available in English, so it is shown in Croatian.',
    )
    const title = page.getByRole('heading', { level: 1 })
    await expect(title).toHaveText(item.title.hr)
    await expect(title).toHaveAttribute('lang', 'hr')
  })

  test('an unknown slug is a 404 in both locales, and so is a slug of the other locale', async ({ page, request }) => {
    const response = await page.goto('/novosti-i-dogadanja/nepostojeci-clanak')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Greška 404')
    expect((await request.get('/en/news-and-events/no-such-article')).status()).toBe(404)
    expect((await request.get(`/en/news-and-events/${seeded('obnova-voznog-parka').slug.hr}`)).status()).toBe(404)
  })

  test('a news item of another market is a 404', async ({ request }) => {
    const sloOnly = newsItems.find(({ markets }) => markets && !markets.includes('cro'))
    expect((await request.get(`/novosti-i-dogadanja/${sloOnly?.slug.hr}`)).status()).toBe(404)
  })

  test('describes itself to search engines and link previews: NewsArticle, Event, BreadcrumbList, Open Graph', async ({
    page,
  }) => {
    const item = seeded('sajam-medicinske-opreme')
    await page.goto(`/en/news-and-events/${item.slug.en}`)
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    )
    const ofType = (type: string) => data.find((entry) => entry['@type'] === type)
    expect(ofType('NewsArticle')).toMatchObject({
      headline: item.title.en,
      datePublished: '2026-09-10T00:00:00.000Z',
      dateModified: expect.any(String),
      image: expect.arrayContaining([expect.stringMatching(/^http.*\.jpg$/)]),
    })
    expect(ofType('Event')).toMatchObject({
      name: item.title.en,
      startDate: item.event?.start,
      endDate: item.event?.end,
      location: { '@type': 'Place', name: item.event?.place.en },
    })
    expect(ofType('BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, item: `${siteUrl}/en` },
        { position: 2, item: `${siteUrl}/en/news-and-events` },
        { position: 3, name: item.title.en, item: `${siteUrl}/en/news-and-events/${item.slug.en}` },
      ],
    })
    const meta = (key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).first()
    await expect(meta('og:type')).toHaveAttribute('content', 'article')
    await expect(meta('og:image')).toHaveAttribute('content', /^http.*\.jpg$/)
    await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image')
    await expect(meta('twitter:image')).toHaveAttribute('content', /^http.*\.jpg$/)
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `${siteUrl}/feed/en.xml`,
    )
  })

  test('is in the sitemap with its address in every locale', async ({ request }) => {
    const item = seeded('stomatoloski-dani-rijeka-2026')
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${siteUrl}/novosti-i-dogadanja/${item.slug.hr}</loc>`)
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}/en/news-and-events/${item.slug.en}" />`,
    )
  })
})

test('publishing an item shows it on the list, the home page and related articles; unpublishing and deleting remove it', async ({
  request,
}) => {
  // Many requests, each re-rendering a page after the change: slow on a loaded machine.
  test.setTimeout(90_000)
  const headers = await staffHeaders(request)
  const title = `Objava iz testa ${Date.now()}`
  const slug = `objava-iz-testa-${Date.now()}`
  // An article with one other item in its category: its related box fills up with the newest items.
  const withRelatedNewest = `/novosti-i-dogadanja/${seeded('novi-asortiman-za-kucne-ljubimce').slug.hr}`
  const pages = ['/novosti-i-dogadanja', '/', withRelatedNewest]
  const shows = async (path: string) => (await (await request.get(path)).text()).includes(title)
  const everywhere = async (expected: boolean) => {
    for (const path of pages) await expect.poll(() => shows(path), { message: path, timeout: 10_000 }).toBe(expected)
  }
  // The static pages exist before the change, so what follows sees them re-rendered.
  for (const path of pages) expect(await shows(path)).toBe(false)

  const created = await request.post('/api/news?locale=hr', {
    headers,
    data: { title, slug, type: 'news', markets: ['cro'], publishedAt: new Date().toISOString(), _status: 'published' },
  })
  expect(created.ok()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  await everywhere(true)
  expect((await request.get(`/novosti-i-dogadanja/${slug}`)).status()).toBe(200)

  await request.patch(`/api/news/${doc.id}?locale=hr`, { headers, data: { _status: 'draft' } })
  await everywhere(false)
  expect((await request.get(`/novosti-i-dogadanja/${slug}`)).status()).toBe(404)

  await request.patch(`/api/news/${doc.id}?locale=hr`, { headers, data: { _status: 'published' } })
  await expect.poll(() => shows('/novosti-i-dogadanja'), { timeout: 10_000 }).toBe(true)
  await request.delete(`/api/news/${doc.id}`, { headers })
  await everywhere(false)
})
