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
}
