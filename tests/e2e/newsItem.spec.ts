import { expect, test } from '@playwright/test'
import { newsItems } from '../../src/seed/content/news'
import { e2eEnv } from './support/env.mjs'
import { newsCards as cards, newsList as list, seededNewsItem as seeded } from './support/news'
import { sitemapText } from './support/sitemap'

const siteUrl = e2eEnv.SITE_URL
// The spec's asset addresses (`/assets/{id}`, a preset `?key=`), on the running site's host.
const assetAddress = new RegExp(`^${siteUrl}/assets/\\d+(\\?key=\\w+)?$`)

test.describe('a news item', () => {
  test('opens from the list with its cover, date, categories, body and related articles of its category', async ({
    page,
  }) => {
    const item = seeded('obnova-voznog-parka')
    // Its category's list: other tests publish and delete items of today's date, which push it off the full
    // list's first page while they run.
    await page.goto('/novosti-i-dogadanja?category=logistika')
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
      image: expect.arrayContaining([expect.stringMatching(assetAddress)]),
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
    await expect(meta('og:image')).toHaveAttribute('content', assetAddress)
    await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image')
    await expect(meta('twitter:image')).toHaveAttribute('content', assetAddress)
    const image = await page.request.get((await meta('og:image').getAttribute('content')) ?? '')
    expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/jpeg'])
    const cover = page.locator('main img').first()
    await expect(cover).toHaveAttribute('src', /^\/assets\/\d+$/)
    await expect(cover).toHaveAttribute('srcset', /\/assets\/\d+\?key=card 640w/)
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `${siteUrl}/feed/en.xml`,
    )
  })

  test('is in the sitemap with its address in every locale', async ({ request }) => {
    const item = seeded('stomatoloski-dani-rijeka-2026')
    const sitemap = await sitemapText(request, siteUrl)
    expect(sitemap).toContain(`<loc>${siteUrl}/novosti-i-dogadanja/${item.slug.hr}</loc>`)
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}/en/news-and-events/${item.slug.en}" />`,
    )
  })
})
