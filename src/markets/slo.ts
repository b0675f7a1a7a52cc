import type { MarketRules } from './types'

export const slo: MarketRules = {
  id: 'slo',
  countryName: { hr: 'Slovenija', en: 'Slovenia', sl: 'Slovenija', bs: 'Slovenija' },
  locales: ['sl', 'en'],
  defaultLocale: 'sl',
  showsAnniversaryLogo: false,
  notFoundServicePath: '/nase-usluge/registracije',
  reportLinkLocales: ['sl'],
  defaultSiteUrl: 'https://slo.example.com',
  countryCode: 'SI',
  pharmacovigilanceReceivers: { human: 'EVHUMAN', veterinary: 'EVVET' },
}
