import type { MarketRules } from './types'

export const bih: MarketRules = {
  id: 'bih',
  countryName: {
    hr: 'Bosna i Hercegovina',
    en: 'Bosnia and Herzegovina',
    sl: 'Bosna in Hercegovina',
    bs: 'Bosna i Hercegovina',
  },
  locales: ['bs', 'en'],
  defaultLocale: 'bs',
  showsAnniversaryLogo: false,
  notFoundServicePath: '/nase-usluge/registracije',
  reportLinkLocales: ['bs'],
  defaultSiteUrl: 'https://bih.example.com',
  countryCode: 'BA',
  pharmacovigilanceReceivers: { human: 'ALMBIH', veterinary: 'UVBIH' },
}
