import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { type MarketId, marketRules } from '@/markets'
import { readServedDocument } from './servedDocument'

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

/** The dates a page shows in its main content, as the server sends them, and the news items its main content links. */
function shownDates(page: Page, request: APIRequestContext, path: string) {
  return readServedDocument(page, request, path, (document) => ({
    dates: [...document.querySelectorAll('main time')].map((time) => time.textContent?.trim() ?? ''),
    articles: [...document.querySelectorAll('main :is(h2, h3) a')].map((link) => link.getAttribute('href') ?? ''),
  }))
}

/** Home, news list, every item linked from the list's first page and the careers list: each date in the locale's one format. */
export async function expectOneDateFormatPerLocale(page: Page, request: APIRequestContext, market: MarketId) {
  for (const locale of marketRules[market].locales) {
    const home = await shownDates(page, request, screenHref('home', locale))
    const news = await shownDates(page, request, screenHref('news', locale))
    const dates = [...home.dates, ...news.dates]
    for (const article of news.articles.slice(0, 4)) dates.push(...(await shownDates(page, request, article)).dates)
    dates.push(...(await shownDates(page, request, screenHref('careers', locale))).dates)
    expect(dates.length, locale).toBeGreaterThan(5)
    for (const date of dates) expect(date, `${market} ${locale}`).toMatch(dateFormat[locale])
    expect(dates.join(' '), `${market} ${locale}`).not.toMatch(/\b(AM|PM)\b/)
  }
}
