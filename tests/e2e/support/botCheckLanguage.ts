import { expect, type Page } from '@playwright/test'
import { screenHref } from '@/i18n/paths'
import { type MarketId, marketRules } from '@/markets'
import { openContactOverlay } from './contact'
import { messages } from './messages'

/** What ALTCHA's checkbox says in each language (its own translations, altcha/i18n/*). */
const notARobot = { hr: 'Ja nisam robot', sl: 'Nisem robot', bs: 'Nisam robot', en: "I'm not a robot" } as const

/** In every language of the market, the contact overlay's bot check speaks the page's language. */
export async function expectBotCheckInPageLanguage(page: Page, market: MarketId) {
  for (const locale of marketRules[market].locales) {
    await page.goto(screenHref('home', locale))
    const opener = page.getByRole('banner').getByRole('button', { name: messages[locale].Header.contact })
    const dialog = await openContactOverlay(page, opener, locale)
    await expect(dialog.getByText(notARobot[locale], { exact: true })).toBeVisible()
    if (locale !== 'en') await expect(dialog.getByText(notARobot.en)).toHaveCount(0)
  }
}
