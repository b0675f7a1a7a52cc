import type { MarketRules } from './types'

export const cro: MarketRules = {
  id: 'cro',
  countryName: { hr: 'Hrvatska', en: 'Croatia', sl: 'Hrvaška', bs: 'Hrvatska' },
  locales: ['hr', 'en'],
  defaultLocale: 'hr',
  showsAnniversaryLogo: true,
  notFoundServicePath: '/nase-usluge/klinicke-studije',
  reportLinkLocales: ['hr'],
  defaultSiteUrl: 'https://cro.example.com',
  countryCode: 'HR',
  pharmacovigilanceReceivers: { human: 'EVHUMAN', veterinary: 'EVVET' },
}
