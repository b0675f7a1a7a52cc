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
  pharmacovigilanceReceiver: 'EVHUMAN',
  accessibility: {
    checkedOn: '2026-11-20',
    feedbackEmail: 'pristupacnost@cro.example.com',
    enforcementBody: {
      name: {
        hr: 'Povjerenik za informiranje Republike Hrvatske',
        en: 'Information Commissioner of the Republic of Croatia',
        sl: 'Pooblaščenec za informiranje Republike Hrvaške',
        bs: 'Povjerenik za informiranje Republike Hrvatske',
      },
      url: 'https://pristupinfo.hr/',
    },
  },
  legal: {
    governingLaw: {
      hr: 'pravo Republike Hrvatske',
      en: 'the law of the Republic of Croatia',
      sl: 'pravo Republike Hrvaške',
      bs: 'pravo Republike Hrvatske',
    },
    court: {
      hr: 'stvarno nadležni sud u Zagrebu',
      en: 'the competent court in Zagreb',
      sl: 'stvarno pristojno sodišče v Zagrebu',
      bs: 'stvarno nadležni sud u Zagrebu',
    },
    supervisoryAuthority: {
      hr: 'Agencija za zaštitu osobnih podataka',
      en: 'the Croatian Personal Data Protection Agency',
      sl: 'Agencija za varstvo osebnih podatkov Republike Hrvaške',
      bs: 'Agencija za zaštitu osobnih podataka Republike Hrvatske',
    },
  },
}
