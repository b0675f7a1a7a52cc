import type { Locale } from '@/i18n/locales'
import type { MarketRules } from '@/markets'
import type { CompanyInformation } from '@/payload-types'

/**
 * What a legal text names about the company that runs the site, by the placeholder an editor writes in it:
 * `{{company}}`, `{{address}}`, `{{governingLaw}}`, `{{court}}`, `{{supervisoryAuthority}}`. One English text
 * then serves the three markets, each naming its own company, law, court and authority. The company's name and
 * address come from its company information, the rest from the market's rules (src/markets/).
 */
export type CompanyFacts = Record<'company' | 'address' | 'governingLaw' | 'court' | 'supervisoryAuthority', string>

/** The registered office with the country in the page's language (the stored seat has no country). */
export function seatWithCountry(seat: string, market: MarketRules, locale: Locale): string {
  return `${seat}, ${market.countryName[locale]}`
}

export function factsOf(company: CompanyInformation | null, market: MarketRules, locale: Locale): CompanyFacts {
  return {
    company: company?.shortName ?? '',
    address: company ? seatWithCountry(company.seat, market, locale) : '',
    governingLaw: market.legal.governingLaw[locale],
    court: market.legal.court[locale],
    supervisoryAuthority: market.legal.supervisoryAuthority[locale],
  }
}

const placeholder = /\{\{(\w+)\}\}/g

/** A text with its placeholders filled in; an unknown placeholder stays as written, so an editor sees the typo. */
export function withFacts(text: string, facts: CompanyFacts): string {
  return text.replace(placeholder, (written, key: string) =>
    key in facts ? facts[key as keyof CompanyFacts] : written,
  )
}

/** Rich text (Lexical's JSON) with the placeholders of its text nodes filled in. */
export function richTextWithFacts<T>(data: T, facts: CompanyFacts): T {
  const fill = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(fill)
    if (!node || typeof node !== 'object') return node
    const entries = Object.entries(node).map(([key, value]) => [
      key,
      key === 'text' && typeof value === 'string' ? withFacts(value, facts) : fill(value),
    ])
    return Object.fromEntries(entries)
  }
  return fill(data) as T
}
