import type { Locale } from '@/i18n/locales'

export const marketIds = ['cro', 'slo', 'bih'] as const
export type MarketId = (typeof marketIds)[number]

/** Everything that differs between the three sites lives in one of these records. */
export type MarketRules = {
  id: MarketId
  /** Name of the country, shown where the footer links to this market's sister site. */
  countryName: Record<Locale, string>
  locales: readonly Locale[]
  defaultLocale: Locale
  /** The 35-year anniversary logo is shown next to the company logo. */
  showsAnniversaryLogo: boolean
  /** Croatian path of the service page the 404 page offers as its second button. */
  notFoundServicePath: string
  /**
   * Locales in which the adverse-reaction report form is linked from the navigation: the company's
   * national language (spec: the link shows for Croatian; each market's is its own), not English.
   */
  reportLinkLocales: readonly Locale[]
  /** Public address of this market's site when it is not the one running (sister-site links). */
  defaultSiteUrl: string
  /** ISO 3166-1 alpha-2 code of the country (E2B reporter and reaction country). */
  countryCode: string
  /**
   * E2B(R3) receiver identifier (N.1.4, N.2.r.3) of the authority that takes human reports. Veterinary reports
   * have no E2B(R3) file (docs/pharmacovigilance.md).
   */
  pharmacovigilanceReceiver: string
  /** The accessibility statement: date of the last check, the feedback address, the body that enforces the rules. */
  accessibility: {
    checkedOn: string
    feedbackEmail: string
    enforcementBody: { name: Record<Locale, string>; url: string }
  }
  /**
   * What the legal pages name for this market, in each language (their placeholders `{{governingLaw}}`,
   * `{{court}}`, `{{supervisoryAuthority}}`: src/features/company/companyFacts.ts).
   */
  legal: {
    /** The law the terms of use are governed by, e.g. "the law of the Republic of Croatia". */
    governingLaw: Record<Locale, string>
    /** The court that decides disputes under the terms, e.g. "the competent court in Zagreb". */
    court: Record<Locale, string>
    /** The data protection supervisory authority a visitor may complain to. */
    supervisoryAuthority: Record<Locale, string>
  }
}
