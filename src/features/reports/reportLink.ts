import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import type { MenuLink } from '@/lib/cms/navigation'
import type { MarketRules } from '@/markets/types'
import { reportStrings } from './strings'

/** The navigation's link to the report form, where the market's rules offer it in this locale (its national language). */
export function reportNavLink(market: Pick<MarketRules, 'reportLinkLocales'>, locale: Locale): MenuLink | null {
  if (!market.reportLinkLocales.includes(locale)) return null
  return { label: reportStrings(locale).navLink, href: screenHref('reportingSideEffects', locale), external: false }
}
