import { expect, type Page } from '@playwright/test'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { type MarketId, marketRules } from '@/markets'

const month = 'January|February|March|April|May|June|July|August|September|October|November|December'
/**
 * One way of writing a date per language: day first everywhere, British English in English ("16 October
 * 2026", "16 October 2026 at 10:00", "7 – 9 October 2026"), the 24-hour clock everywhere.
 */
const dateFormat: Record<Locale, RegExp> = {
  en: new RegExp(`^\\d{1,2}(\\s–\\s\\d{1,2})? (${month}) \\d{4}( at \\d{2}:\\d{2})?$`),
  hr: /^\d{1,2}(\.|–\d{1,2}\.)/u,
  sl: /^\d{1,2}(\.|–\d{1,2}\.)/u,
  bs: /^\d{1,2}(\.|–\d{1,2}\.)/u,
}

/** The dates a page shows in its main content. */
async function shownDates(page: Page, path: string): Promise<string[]> {
  expect((await page.goto(path))?.status(), path).toBe(200)
  return (await page.getByRole('main').locator('time').allTextContents()).map((text) => text.trim())
}

/** Home, news list, every item linked from the list's first page and the careers list: each date in the locale's one format. */
export async function expectOneDateFormatPerLocale(page: Page, market: MarketId) {
  for (const locale of marketRules[market].locales) {
    const dates = [
      ...(await shownDates(page, screenHref('home', locale))),
      ...(await shownDates(page, screenHref('news', locale))),
    ]
    const articles = await page
      .getByRole('main')
      .locator('h2 a, h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    for (const article of articles.slice(0, 4)) dates.push(...(await shownDates(page, article)))
    dates.push(...(await shownDates(page, screenHref('careers', locale))))
    expect(dates.length, locale).toBeGreaterThan(5)
    for (const date of dates) expect(date, `${market} ${locale}`).toMatch(dateFormat[locale])
    expect(dates.join(' '), `${market} ${locale}`).not.toMatch(/\b(AM|PM)\b/)
  }
}
