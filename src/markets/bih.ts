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
  accessibility: {
    checkedOn: '2026-11-20',
    feedbackEmail: 'pristupacnost@bih.example.com',
    enforcementBody: {
      name: {
        hr: 'Institucija ombudsmena za ljudska prava Bosne i Hercegovine',
        en: 'Institution of Human Rights Ombudsman of Bosnia and Herzegovina',
        sl: 'Institucija varuha človekovih pravic Bosne in Hercegovine',
        bs: 'Institucija ombudsmena za ljudska prava Bosne i Hercegovine',
      },
      url: 'https://www.ombudsmen.gov.ba/',
    },
  },
}
