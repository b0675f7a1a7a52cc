import type { Locale } from '@/i18n/locales'
import type { MarketId } from '@/markets/types'

type LegalNotice = { human: string; veterinary: string }

/**
 * The legal basis and the competent authority each market's report form cites, in each of the market's
 * languages (Site settings; editors keep them current when a law or an authority changes).
 */
export const reportLegalNotices: Record<MarketId, Partial<Record<Locale, LegalNotice>>> = {
  cro: {
    hr: {
      human:
        'Prijave sumnji na nuspojave lijekova za ljude zaprimamo i prosljeđujemo u skladu sa Zakonom o lijekovima i Pravilnikom o farmakovigilanciji. Osobne podatke i podatke o zdravlju iz prijave obrađujemo isključivo radi ispunjavanja zakonskih obveza farmakovigilancije i zaštite javnog zdravlja; prosljeđujemo ih nositelju odobrenja za stavljanje lijeka u promet i Agenciji za lijekove i medicinske proizvode (HALMED).',
      veterinary:
        'Prijave sumnji na nuspojave veterinarskih lijekova zaprimamo i prosljeđujemo u skladu sa Zakonom o veterinarskim lijekovima i Uredbom (EU) 2019/6 o veterinarsko-medicinskim proizvodima. Podatke iz prijave obrađujemo isključivo radi ispunjavanja zakonskih obveza farmakovigilancije; prosljeđujemo ih nositelju odobrenja i nadležnom tijelu (Ministarstvo poljoprivrede).',
    },
    en: {
      human:
        'We receive and forward reports of suspected adverse reactions to human medicines under the Medicinal Products Act and the Ordinance on Pharmacovigilance. We process the personal and health data in a report only to meet our legal pharmacovigilance obligations and to protect public health; we forward them to the marketing authorisation holder and to the Agency for Medicinal Products and Medical Devices (HALMED).',
      veterinary:
        'We receive and forward reports of suspected adverse events of veterinary medicines under the Veterinary Medicinal Products Act and Regulation (EU) 2019/6 on veterinary medicinal products. We process the data in a report only to meet our legal pharmacovigilance obligations; we forward them to the marketing authorisation holder and the competent authority (Ministry of Agriculture).',
    },
  },
  slo: {
    sl: {
      human:
        'Poročila o domnevnih neželenih učinkih zdravil za uporabo v humani medicini prejemamo in posredujemo v skladu z Zakonom o zdravilih (ZZdr-2) in Pravilnikom o farmakovigilanci zdravil za uporabo v humani medicini. Osebne podatke in podatke o zdravju iz poročila obdelujemo izključno za izpolnjevanje zakonskih obveznosti farmakovigilance in za varovanje javnega zdravja; posredujemo jih imetniku dovoljenja za promet z zdravilom in Javni agenciji Republike Slovenije za zdravila in medicinske pripomočke (JAZMP).',
      veterinary:
        'Poročila o domnevnih neželenih učinkih zdravil za uporabo v veterinarski medicini prejemamo in posredujemo v skladu z Zakonom o zdravilih (ZZdr-2) in Uredbo (EU) 2019/6 o zdravilih za uporabo v veterinarski medicini. Podatke iz poročila obdelujemo izključno za izpolnjevanje zakonskih obveznosti farmakovigilance; posredujemo jih imetniku dovoljenja za promet z zdravilom in Javni agenciji Republike Slovenije za zdravila in medicinske pripomočke (JAZMP).',
    },
    en: {
      human:
        'We receive and forward reports of suspected adverse reactions to human medicines under the Medicinal Products Act (ZZdr-2) of the Republic of Slovenia and the Rules on the pharmacovigilance of medicinal products for human use. We process the personal and health data in a report only to meet our legal pharmacovigilance obligations and to protect public health; we forward them to the marketing authorisation holder and to the Agency for Medicinal Products and Medical Devices of the Republic of Slovenia (JAZMP).',
      veterinary:
        'We receive and forward reports of suspected adverse events of veterinary medicines under the Medicinal Products Act (ZZdr-2) of the Republic of Slovenia and Regulation (EU) 2019/6 on veterinary medicinal products. We process the data in a report only to meet our legal pharmacovigilance obligations; we forward them to the marketing authorisation holder and to the Agency for Medicinal Products and Medical Devices of the Republic of Slovenia (JAZMP).',
    },
  },
  bih: {
    bs: {
      human:
        'Prijave sumnji na neželjena dejstva lijekova za upotrebu u humanoj medicini primamo i prosljeđujemo u skladu sa Zakonom o lijekovima i medicinskim sredstvima i Pravilnikom o farmakovigilanci lijekova za upotrebu u humanoj medicini. Lične podatke i podatke o zdravlju iz prijave obrađujemo isključivo radi ispunjavanja zakonskih obaveza farmakovigilance i zaštite javnog zdravlja; prosljeđujemo ih nosiocu dozvole za stavljanje lijeka u promet i Agenciji za lijekove i medicinska sredstva Bosne i Hercegovine (ALMBIH).',
      veterinary:
        'Prijave sumnji na neželjena dejstva veterinarskih lijekova primamo i prosljeđujemo u skladu s propisima Bosne i Hercegovine o veterinarskim lijekovima. Podatke iz prijave obrađujemo isključivo radi ispunjavanja zakonskih obaveza farmakovigilance; prosljeđujemo ih nosiocu dozvole za stavljanje lijeka u promet i nadležnom organu (Kancelarija za veterinarstvo Bosne i Hercegovine).',
    },
    en: {
      human:
        'We receive and forward reports of suspected adverse reactions to human medicines under the Law on Medicinal Products and Medical Devices of Bosnia and Herzegovina and the Rulebook on the pharmacovigilance of medicinal products for human use. We process the personal and health data in a report only to meet our legal pharmacovigilance obligations and to protect public health; we forward them to the marketing authorisation holder and to the Agency for Medicinal Products and Medical Devices of Bosnia and Herzegovina (ALMBIH).',
      veterinary:
        'We receive and forward reports of suspected adverse events of veterinary medicines under the regulations of Bosnia and Herzegovina on veterinary medicinal products. We process the data in a report only to meet our legal pharmacovigilance obligations; we forward them to the marketing authorisation holder and the competent authority (Office for Veterinary Affairs of Bosnia and Herzegovina).',
    },
  },
}
