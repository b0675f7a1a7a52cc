import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { screenHref } from '@/i18n/paths'
import { type MarketId, marketIds, marketRules } from '@/markets'
import { companyInformation } from '../../../src/seed/content/company'
import { readServedDocument } from './servedDocument'

/** The main content's text of the page at `path`, as the server sends it. */
const mainText = async (page: Page, request: APIRequestContext, path: string) =>
  (
    await readServedDocument(page, request, path, (document) => document.querySelector('main')?.textContent ?? '')
  ).replace(/\s+/g, ' ')

/** The place of a market's registered office (the seat's last part: "10431 Sveta Nedelja" → "Sveta Nedelja"). */
const seatPlace = (market: MarketId) =>
  (
    companyInformation
      .find((entry) => entry.market === market)
      ?.seat.split(',')
      .at(-1) ?? ''
  ).replace(/^\s*\d+\s*/, '')

/**
 * The market's legal pages in each of its languages name its own company and address, never another market's;
 * in English they name its own supervisory authority, law and court, and its country in English.
 */
export async function expectOwnLegalPages(page: Page, request: APIRequestContext, market: MarketId) {
  const rules = marketRules[market]
  const others = marketIds.filter((id) => id !== market)
  for (const locale of rules.locales) {
    for (const screen of ['privacyPolicy', 'videoSurveillance', 'termsOfUse', 'companyInformation'] as const) {
      const text = await mainText(page, request, screenHref(screen, locale))
      const where = `${market} ${locale} ${screen}`
      expect(text, where).not.toMatch(/\{\{\w+\}\}/)
      if (screen !== 'termsOfUse') expect(text, where).toContain(seatPlace(market))
      for (const other of others) expect(text, `${where} names ${other}`).not.toContain(seatPlace(other))
      if (locale !== 'en') continue
      if (screen === 'privacyPolicy') expect(text, where).toContain(rules.legal.supervisoryAuthority.en)
      if (screen === 'termsOfUse') {
        expect(text, where).toContain(rules.legal.governingLaw.en)
        expect(text, where).toContain(rules.legal.court.en)
        for (const other of others) expect(text, where).not.toContain(marketRules[other].legal.governingLaw.en)
      }
      if (screen === 'companyInformation') {
        expect(text, where).toContain(rules.countryName.en)
        expect(text, where).not.toContain(rules.countryName[rules.defaultLocale])
      }
    }
  }
}
