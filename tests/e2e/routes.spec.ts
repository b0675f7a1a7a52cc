import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { publicPageCacheControl } from '../../src/config/httpCaching'
import { withLanguageChoice } from '../../src/i18n/languageChoice'
import { newsItems } from '../../src/seed/content/news'
import { test } from './support/documentReader'
import { e2eEnv } from './support/env.mjs'
import { cmsRoutes, screenRoutes } from './support/routes'
import { readServedDocument } from './support/servedDocument'
import { sitemapFiles, sitemapText } from './support/sitemap'

const siteUrl = e2eEnv.SITE_URL
const siteTitle = { hr: 'Poslovni partner prvog izbora', en: 'First-choice business partner' }
const firstNews = newsItems[0]
const newsRoute: [string, string] = [
  `/novosti-i-dogadanja/${firstNews?.slug.hr}`,
  `/en/news-and-events/${firstNews?.slug.en}`,
]

/** Absolute address as Next.js writes it in the head: the root has no trailing slash. */
const absolute = (path: string) => (path === '/' ? siteUrl : `${siteUrl}${path}`)

/**
 * A page as the server sends it, before any script runs: what a crawler and a visitor without JavaScript read
 * (the switcher in a running page: "switching language leads to the same page…" below).
 */
async function expectLocalizedPage(
  page: Page,
  request: APIRequestContext,
  locale: 'hr' | 'en',
  path: string,
  other: 'hr' | 'en',
  otherPath: string,
) {
  const served = await readServedDocument(page, request, path, (document) => ({
    lang: document.documentElement.lang,
    title: document.title,
    heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    switchers: [...document.querySelectorAll('header a[hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  }))
  const hrUrl = absolute(locale === 'hr' ? path : otherPath)
  const enUrl = absolute(locale === 'en' ? path : otherPath)
  expect(served.lang, path).toBe(locale)
  expect(served.title, path).toMatch(new RegExp(`${siteTitle[locale]}$`))
  expect(served.heading, path).not.toBe('')
  expect(served.canonical, path).toBe(absolute(path))
  expect(served.alternates, path).toEqual({ hr: hrUrl, en: enUrl, 'x-default': hrUrl })
  expect(served.switchers.find(([language]) => language === other)?.[1], path).toBe(
    withLanguageChoice(otherPath, other),
  )
}

for (const [hr, en] of [...screenRoutes, newsRoute, ...cmsRoutes]) {
  test(`${hr} and ${en} answer with their locale, canonical, alternates and switcher`, async ({ reader, request }) => {
    await expectLocalizedPage(reader, request, 'hr', hr, 'en', en)
    await expectLocalizedPage(reader, request, 'en', en, 'hr', hr)
  })
}

test('the Croatian prefix redirects to the unprefixed path', async ({ request }) => {
  const response = await request.get('/hr/o-nama', { maxRedirects: 0 })
  expect([307, 308]).toContain(response.status())
  expect(new URL(response.headers().location ?? '', siteUrl).pathname).toBe('/o-nama')
})

test('an address with a trailing or doubled slash redirects permanently to the one without', async ({ request }) => {
  for (const [path, target] of [
    ['/o-nama/', '/o-nama'],
    ['/en/', '/en'],
    ['/sluzbe/veterina/', '/sluzbe/veterina'],
    ['/o-nama//podaci-o-tvrtki', '/o-nama/podaci-o-tvrtki'],
  ]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(308)
    expect(new URL(response.headers().location ?? '', siteUrl).pathname, path).toBe(target)
  }
})

test('the legacy English daylong address redirects permanently to the English page', async ({ request }) => {
  const response = await request.get('/en/sluzbe/marketing-zastupstva/galderma/daylong', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(new URL(response.headers().location ?? '', siteUrl).pathname).toBe(
    '/en/departments/marketing/galderma/daylong',
  )
})

test('browser language detection is off: / with Accept-Language en serves Croatian', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Language': 'en-US,en;q=0.9' }, maxRedirects: 0 })
  expect(response.status()).toBe(200)
  expect(await response.text()).toContain('<html lang="hr"')
})

test('switching language leads to the same page in the other locale and stores the choice', async ({
  page,
  context,
}) => {
  await page.goto('/sluzbe/veterina')
  await page.locator('header a[hreflang="en"]').first().click()
  await expect(page).toHaveURL(`${siteUrl}/en/departments/animal-health`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const cookie = (await context.cookies()).find(({ name }) => name === 'NEXT_LOCALE')
  expect(cookie?.value).toBe('en')

  await page.locator('header a[hreflang="hr"]').first().click()
  await expect(page).toHaveURL(`${siteUrl}/sluzbe/veterina`)
  expect((await context.cookies()).find(({ name }) => name === 'NEXT_LOCALE')?.value).toBe('hr')
})

test('a page view sets no cookie and lets a shared cache keep the page for a second', async ({ request }) => {
  for (const [path, headers] of [
    ['/', { 'Accept-Language': 'en-US,en;q=0.9' }],
    ['/en', { Cookie: 'NEXT_LOCALE=hr' }],
    ['/sluzbe/veterina', {}],
  ] as const) {
    const response = await request.get(path, { headers, maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['set-cookie'], path).toBeUndefined()
    expect(response.headers()['cache-control'], path).toBe(publicPageCacheControl)
  }
})

test('robots.txt names the sitemap index, whose files list every locale of every page with its last change', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  const files = await sitemapFiles(request, siteUrl)
  expect(files).toEqual([`${siteUrl}/sitemaps/pages-1.xml`, `${siteUrl}/sitemaps/news-1.xml`])
  const index = await (await request.get('/sitemap.xml')).text()
  const lastmod = /<lastmod>(\d{4}-\d{2}-\d{2}T[\d:.]+Z)<\/lastmod>/
  for (const file of files) {
    const body = await (await request.get(file)).text()
    const urls = body.split('<url>').slice(1)
    expect(urls.length).toBeGreaterThan(0)
    expect(urls.length).toBeLessThanOrEqual(2_000)
    const changes = urls.map((url) => lastmod.exec(url)?.[1])
    for (const change of changes) expect(change).toBeDefined()
    // The index names each file with the last change of what it lists.
    const newest = changes.sort().at(-1)
    expect(index).toContain(`<sitemap><loc>${file}</loc><lastmod>${newest}</lastmod></sitemap>`)
  }
  const sitemap = await sitemapText(request, siteUrl)
  for (const [hr, en] of [...screenRoutes, ...cmsRoutes]) {
    expect(sitemap).toContain(`<loc>${siteUrl}${hr}</loc>`)
    expect(sitemap).toContain(`<loc>${siteUrl}${en}</loc>`)
  }
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}/en/departments/animal-health" />`,
  )
  for (const missing of ['/sitemaps/news-2.xml', '/sitemaps/pages-0.xml', '/sitemaps/other-1.xml']) {
    expect((await request.get(missing)).status(), missing).toBe(404)
  }
})
