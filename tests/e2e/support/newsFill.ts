import { expect, type Locator, type Page } from '@playwright/test'
import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { newsPageSize } from '@/lib/cms/news/pageSize'
import { type MarketId, marketRules } from '@/markets'
import { messages } from './messages'

const newsTexts = (locale: Locale) => createTranslator({ locale, messages: messages[locale], namespace: 'News' })

/** A list of news cards by its name. */
const cards = (page: Page, name: string) => page.getByRole('list', { name, exact: true }).getByRole('listitem')

/**
 * Each card written in another language than the page's carries that language on its text and says so
 * in words on the card; the others say nothing of the kind. Answers how many were marked.
 */
async function expectOtherLanguagesMarked(list: Locator, locale: Locale): Promise<number> {
  const t = newsTexts(locale)
  let marked = 0
  for (const card of await list.all()) {
    const language = await card.getByRole('heading').getAttribute('lang')
    if (language && language !== locale) {
      await expect(card.getByText(t('inLanguage', { language }), { exact: true })).toBeVisible()
      marked += 1
    } else {
      for (const other of ['hr', 'sl', 'bs', 'en'] as const) {
        if (other !== locale)
          await expect(card.getByText(t('inLanguage', { language: other }), { exact: true })).toHaveCount(0)
      }
    }
  }
  return marked
}

/**
 * In each language of the market: three latest items on the home page, a full first page of the news list,
 * three related items under an article, every list filled from what the market offers in that language.
 * Answers how many cards in another language than their page's were seen (each marked).
 */
export async function expectFullNewsLists(page: Page, market: MarketId): Promise<number> {
  let marked = 0
  for (const locale of marketRules[market].locales) {
    const t = newsTexts(locale)
    await page.goto(screenHref('home', locale))
    await expect(cards(page, t('latest'))).toHaveCount(3)
    marked += await expectOtherLanguagesMarked(cards(page, t('latest')), locale)

    await page.goto(screenHref('news', locale))
    const listed = cards(page, t('listLabel'))
    await expect(listed).toHaveCount(newsPageSize)
    marked += await expectOtherLanguagesMarked(listed, locale)

    const articles = await listed
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    for (const href of articles) {
      await page.goto(href)
      await expect(cards(page, t('related')), href).toHaveCount(3)
      marked += await expectOtherLanguagesMarked(cards(page, t('related')), locale)
    }
  }
  return marked
}
