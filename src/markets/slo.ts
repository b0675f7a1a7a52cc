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
  pharmacovigilanceReceiver: 'EVHUMAN',
  accessibility: {
    checkedOn: '2026-11-20',
    feedbackEmail: 'dostopnost@slo.example.com',
    enforcementBody: {
      name: {
        hr: 'Inspektorat za informacijsko društvo Republike Slovenije',
        en: 'Information Society Inspectorate of the Republic of Slovenia',
        sl: 'Inšpektorat za informacijsko družbo Republike Slovenije',
        bs: 'Inspektorat za informacijsko društvo Republike Slovenije',
      },
      url: 'https://www.gov.si/drzavni-organi/organi-v-sestavi/inspektorat-za-informacijsko-druzbo/',
    },
  },
  legal: {
    governingLaw: {
      hr: 'pravo Republike Slovenije',
      en: 'the law of the Republic of Slovenia',
      sl: 'pravo Republike Slovenije',
      bs: 'pravo Republike Slovenije',
    },
    court: {
      hr: 'stvarno nadležni sud u Ljubljani',
      en: 'the competent court in Ljubljana',
      sl: 'stvarno pristojno sodišče v Ljubljani',
      bs: 'stvarno nadležni sud u Ljubljani',
    },
    supervisoryAuthority: {
      hr: 'Informacijski povjerenik Republike Slovenije',
      en: 'the Information Commissioner of the Republic of Slovenia',
      sl: 'Informacijski pooblaščenec Republike Slovenije',
      bs: 'Informacioni povjerenik Republike Slovenije',
    },
  },
}
