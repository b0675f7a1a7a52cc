import { type CompanyFacts, factsOf } from '@/collections/company/legalFacts'
import type { Locale } from '@/i18n/locales'
import { getCompanyInformation } from '@/lib/cms/company'
import type { MarketRules } from '@/markets'

/** The running market's facts for its legal texts' placeholders (`collections/company/legalFacts.ts`). */
export async function companyFacts(market: MarketRules, locale: Locale): Promise<CompanyFacts> {
  return factsOf(await getCompanyInformation(market.id, locale), market, locale)
}
