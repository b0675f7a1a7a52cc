import type { MarketRules } from './types'

export const bih: MarketRules = {
  id: 'bih',
  countryName: { hr: 'Bosna i Hercegovina', en: 'Bosnia and Herzegovina' },
  locales: ['hr', 'en'],
  defaultLocale: 'hr',
  showsAnniversaryLogo: false,
  notFoundServicePath: '/nase-usluge/registracije',
  reportLinkLocales: ['hr'],
  defaultSiteUrl: 'https://bih.example.com',
}
