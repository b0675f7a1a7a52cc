import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { e2eEnv } from './env.mjs'
import { beginReport, reportTexts } from './report'
import { fillHumanReport, legalNotice } from './reportWizard'
import { readServedDocument } from './servedDocument'
import { sitemapAddresses } from './sitemap'

/**
 * A text block long enough to belong to one language: Croatian and Bosnian share many short phrases and
 * headings ("Certifikati", "Trebate ponudu?"), while a sentence of eight words or more never reads the
 * same in both.
 */
const minimumWords = 8

/** The paragraphs, list items and table cells of a page's main content, as the server sends them. */
async function textBlocks(page: Page, request: APIRequestContext, url: string): Promise<string[]> {
  const texts = await readServedDocument(page, request, url, (document) => {
    const main = document.querySelector('main')
    // The page the visitor sees runs scripts, so what <noscript> holds is not shown.
    for (const fallback of main?.querySelectorAll('noscript') ?? []) fallback.remove()
    return [...(main?.querySelectorAll('p, li, dd, td') ?? [])].map((element) => element.textContent ?? '')
  })
  return texts
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => (text.match(/\p{L}+/gu) ?? []).length >= minimumWords)
}

/** Every long text block of the Croatian pages of cro: what a page in another language must not show. */
async function croatianBlocks(page: Page, request: APIRequestContext): Promise<Set<string>> {
  const croatianAddresses = (await sitemapAddresses(request, e2eEnv.SITE_URL)).filter(
    (url) => !new URL(url).pathname.startsWith('/en'),
  )
  const blocks = new Set<string>()
  for (const url of croatianAddresses) for (const block of await textBlocks(page, request, url)) blocks.add(block)
  return blocks
}

/**
 * Walks every address of the market's sitemap and lists each text block that is also on the Croatian
 * site: a page of slo or bih shows its own language (or English), never Croatian.
 */
export async function expectNoCroatianBlocks(page: Page, request: APIRequestContext, siteUrl: string) {
  const croatian = await croatianBlocks(page, request)
  expect(croatian.size).toBeGreaterThan(100)
  const found: string[] = []
  let compared = 0
  for (const url of await sitemapAddresses(request, siteUrl)) {
    const blocks = await textBlocks(page, request, url)
    compared += blocks.length
    found.push(...blocks.filter((block) => croatian.has(block)).map((block) => `${url}: ${block}`))
  }
  expect(found).toEqual([])
  expect(compared).toBeGreaterThan(100)
}

/**
 * The report link is in the navigation in the market's own language and leads to the form, whose legal
 * information names the market's own law and authority; the English pages have no link.
 */
export async function expectReportLinkInOwnLanguage(
  page: Page,
  locale: Extract<Locale, 'sl' | 'bs'>,
  authority: string,
) {
  const href = screenHref('reportingSideEffects', locale)
  await page.goto('/en')
  await expect(page.getByRole('link', { name: reportTexts.en.navLink })).toHaveCount(0)
  await expect(page.locator(`a[href="${screenHref('reportingSideEffects', 'en')}"]`)).toHaveCount(0)

  await page.goto('/')
  const link = page.getByRole('navigation', { name: /./ }).getByRole('link', { name: reportTexts[locale].navLink })
  await expect(link.first()).toHaveAttribute('href', href)
  await link.first().click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await beginReport(page, locale, 'human')
  await fillHumanReport(page, locale, 'prijavitelj@example.com')
  await expect(page.getByText(legalNotice(locale).human)).toContainText(authority)
}
