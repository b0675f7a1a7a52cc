import type { MarketRules } from './types'

export const slo: MarketRules = {
  id: 'slo',
  countryName: { hr: 'Slovenija', en: 'Slovenia' },
  locales: ['hr', 'en'],
  defaultLocale: 'hr',
  showsAnniversaryLogo: false,
  notFoundServicePath: '/nase-usluge/registracije',
  reportLinkLocales: ['hr'],
  defaultSiteUrl: 'https://slo.example.com',
}
