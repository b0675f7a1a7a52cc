import { expect, test } from '@playwright/test'
import { newsCategories, newsItems } from '../../src/seed/content/news'
import { e2eEnv } from './support/env.mjs'
import {
  newsCards as cards,
  headLink,
  newsList as list,
  publishedDates,
  seededNewsItem as seeded,
} from './support/news'
import { createNewsArchive } from './support/newsArchive'
import { staffHeaders } from './support/staff'

const siteUrl = e2eEnv.SITE_URL
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
    // Page 2 is not rendered by the build (src/config/prerender.ts): its first request renders it.
    await expect(page).toHaveURL(`${siteUrl}/novosti-i-dogadanja?page=2`, { timeout: 15_000 })
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

  test('links a window of pages (first, last, the current one and its neighbours) that keeps the category and fits 320 px', async ({
    page,
    request,
  }) => {
    // Five pages of nine items: the first page leaves pages 3 and 4 out.
    test.setTimeout(120_000)
    const archive = await createNewsArchive(request, 37)
    try {
      const list = `/novosti-i-dogadanja?category=${archive.categorySlug}`
      const address = (number: number) => (number > 1 ? `${list}&page=${number}` : list)
      const pagination = page.getByRole('navigation', { name: 'Stranice popisa' })
      const shownPages = pagination.getByRole('link', { name: /^Stranica \d+$/ }).filter({ visible: true })
      const shownGaps = pagination.getByText('…').filter({ visible: true })

      await page.goto(address(1))
      await expect(shownPages).toHaveText(['1', '2', '5'])
      await expect(shownGaps).toHaveCount(1)
      await expect(pagination.locator('a[rel="prev"]')).toHaveCount(0)
      await expect(pagination.locator('a[rel="next"]')).toHaveAttribute('href', address(2))
      await expect(headLink(page, 'next')).toHaveAttribute('href', `${siteUrl}${address(2)}`)
      await expect(pagination.getByRole('link', { name: 'Stranica 5' })).toHaveAttribute('href', address(5))

      await page.goto(address(3))
      await expect(shownPages).toHaveText(['1', '2', '3', '4', '5'])
      await expect(pagination.getByRole('link', { name: 'Stranica 3' })).toHaveAttribute('aria-current', 'page')
      await expect(pagination.locator('a[rel="prev"]')).toHaveAttribute('href', address(2))
      await expect(pagination.locator('a[rel="next"]')).toHaveAttribute('href', address(4))
      await expect(headLink(page, 'prev')).toHaveAttribute('href', `${siteUrl}${address(2)}`)
      await expect(headLink(page, 'next')).toHaveAttribute('href', `${siteUrl}${address(4)}`)

      // A phone: the widest row (five numbers and both arrows) stays one row, labels read but not shown.
      await page.setViewportSize({ width: 320, height: 800 })
      await expect(pagination.locator('a[rel="prev"]')).toHaveAccessibleName(/Prethodna stranica/)
      const rows = await pagination
        .locator('li')
        .evaluateAll((items) =>
          items.filter((item) => item.getClientRects().length > 0).map((item) => item.getBoundingClientRect().top),
        )
      expect(rows).toHaveLength(7)
      expect(new Set(rows).size).toBe(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)

      // Without the current page's neighbours on a phone.
      await page.goto(address(1))
      await expect(shownPages).toHaveText(['1', '5'])
      await pagination.locator('a[rel="next"]').click()
      await expect(page).toHaveURL(`${siteUrl}${address(2)}`, { timeout: 15_000 })
      await expect(pagination.getByRole('link', { name: 'Stranica 2' })).toHaveAttribute('aria-current', 'page')
    } finally {
      await archive.remove()
    }
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
      '/novosti-i-dogadanja?category=veterina&language=hr',
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
