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
  pharmacovigilanceReceiver: 'ALMBIH',
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
  legal: {
    governingLaw: {
      hr: 'pravo Bosne i Hercegovine',
      en: 'the law of Bosnia and Herzegovina',
      sl: 'pravo Bosne in Hercegovine',
      bs: 'pravo Bosne i Hercegovine',
    },
    court: {
      hr: 'stvarno nadležni sud u Sarajevu',
      en: 'the competent court in Sarajevo',
      sl: 'stvarno pristojno sodišče v Sarajevu',
      bs: 'stvarno nadležni sud u Sarajevu',
    },
    supervisoryAuthority: {
      hr: 'Agencija za zaštitu osobnih podataka u Bosni i Hercegovini',
      en: 'the Personal Data Protection Agency of Bosnia and Herzegovina',
      sl: 'Agencija za varstvo osebnih podatkov v Bosni in Hercegovini',
      bs: 'Agencija za zaštitu ličnih podataka u Bosni i Hercegovini',
    },
  },
}
