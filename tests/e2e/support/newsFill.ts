import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { newsPageSize } from '@/lib/cms/news/pageSize'
import { type MarketId, marketRules } from '@/markets'
import { messages } from './messages'
import { readServedDocument } from './servedDocument'

const newsTexts = (locale: Locale) => createTranslator({ locale, messages: messages[locale], namespace: 'News' })

type Card = { language: string | null; href: string; texts: string[] }

/** The news cards of each list the page at `path` shows, by the list's name, as the server sends them. */
function newsLists(page: Page, request: APIRequestContext, path: string): Promise<Record<string, Card[]>> {
  return readServedDocument(page, request, path, (document) =>
    Object.fromEntries(
      [...document.querySelectorAll('ul[aria-label]')].map((list) => [
        list.getAttribute('aria-label') ?? '',
        [...list.querySelectorAll(':scope > li')].map((card) => ({
          language: card.querySelector('h2, h3')?.getAttribute('lang') ?? null,
          href: card.querySelector(':is(h2, h3) a')?.getAttribute('href') ?? '',
          texts: [...card.querySelectorAll('p')].map((text) => text.textContent?.trim() ?? ''),
        })),
      ]),
    ),
  )
}

/**
 * Each card written in another language than the page's carries that language on its title and says so
 * in words on the card; the others say nothing of the kind. Answers how many were marked.
 */
function expectOtherLanguagesMarked(cards: Card[], locale: Locale, where: string): number {
  const t = newsTexts(locale)
  let marked = 0
  for (const card of cards) {
    if (card.language && card.language !== locale) {
      expect(card.texts, `${where}: ${card.href}`).toContain(t('inLanguage', { language: card.language }))
      marked += 1
    } else {
      for (const other of ['hr', 'sl', 'bs', 'en'] as const) {
        if (other !== locale)
          expect(card.texts, `${where}: ${card.href}`).not.toContain(t('inLanguage', { language: other }))
      }
    }
  }
  return marked
}

/**
 * One language's lists: three latest items on the home page, a full first page of the news list, three related
 * items under each article listed. Answers how many cards in another language than their page's were seen.
 */
async function expectFullListsIn(page: Page, request: APIRequestContext, locale: Locale): Promise<number> {
  const t = newsTexts(locale)
  const home = screenHref('home', locale)
  const latest = (await newsLists(page, request, home))[t('latest')] ?? []
  expect(latest, home).toHaveLength(3)
  let marked = expectOtherLanguagesMarked(latest, locale, home)

  const news = screenHref('news', locale)
  const listed = (await newsLists(page, request, news))[t('listLabel')] ?? []
  expect(listed, news).toHaveLength(newsPageSize)
  marked += expectOtherLanguagesMarked(listed, locale, news)

  for (const { href } of listed) {
    const related = (await newsLists(page, request, href))[t('related')] ?? []
    expect(related, href).toHaveLength(3)
    marked += expectOtherLanguagesMarked(related, locale, href)
  }
  return marked
}

/**
 * In each language of the market, every list filled from what the market offers in that language. Answers how
 * many cards in another language than their page's were seen (each marked). A language's lists are read again
 * when they fail: another test publishes an item and deletes it (news.spec.ts), so a list read just before the
 * deletion links an article that is gone by the time it is read.
 */
export async function expectFullNewsLists(page: Page, request: APIRequestContext, market: MarketId): Promise<number> {
  let marked = 0
  for (const locale of marketRules[market].locales) {
    let markedIn = 0
    await expect(async () => {
      markedIn = await expectFullListsIn(page, request, locale)
    }).toPass({ timeout: 120_000 })
    marked += markedIn
  }
  return marked
}
