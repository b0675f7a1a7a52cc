import type { MarketId } from '@/markets/types'
import type { Localized } from './types'

/** The history timeline, 1990 to 2024. */
export const historyEntries: { year: number; text: Localized<string> }[] = [
  {
    year: 1990,
    text: {
      hr: 'Osnivanje tvrtke i otvaranje prvog skladišta lijekova u Svetoj Nedelji.',
      en: 'The company is founded and opens its first medicines warehouse in Sveta Nedelja.',
    },
  },
  {
    year: 1994,
    text: {
      hr: 'Prvi hladnjačni prostori i početak dostave lijekova u hladnom lancu.',
      en: 'First cold rooms and the start of cold-chain deliveries.',
    },
  },
  {
    year: 1998,
    text: {
      hr: 'Otvoren distribucijski centar u Dugopolju za opskrbu Dalmacije.',
      en: 'A distribution centre opens in Dugopolje to serve Dalmatia.',
    },
  },
  {
    year: 2002,
    text: {
      hr: 'Osnovane službe za medicinsku opremu i servis.',
      en: 'Medical equipment and service departments are set up.',
    },
  },
  {
    year: 2005,
    text: {
      hr: 'Uveden sustav upravljanja kvalitetom prema normi ISO 9001.',
      en: 'A quality management system to ISO 9001 is introduced.',
    },
  },
  {
    year: 2008,
    text: {
      hr: 'Otvorena podružnica u Vukovaru i osnovana služba za veterinu.',
      en: 'A branch opens in Vukovar and the animal health department is founded.',
    },
  },
  { year: 2011, text: { hr: 'Otvoren stomatološki centar u Rijeci.', en: 'A dental centre opens in Rijeka.' } },
  {
    year: 2013,
    text: {
      hr: 'Osnovano društvo u Sloveniji sa sjedištem u Trzinu.',
      en: 'A Slovenian company is established, based in Trzin.',
    },
  },
  {
    year: 2015,
    text: {
      hr: 'Ulazak na tržište Bosne i Hercegovine i otvaranje ureda u Sarajevu.',
      en: 'Entry into the Bosnia and Herzegovina market with an office in Sarajevo.',
    },
  },
  { year: 2017, text: { hr: 'Pokrenuta logistika kliničkih studija.', en: 'Clinical trial logistics is launched.' } },
  {
    year: 2019,
    text: {
      hr: 'Otvoren pogon za sekundarno opremanje s GMP certifikatom.',
      en: 'A GMP-certified repackaging facility opens.',
    },
  },
  {
    year: 2021,
    text: {
      hr: 'Certificiran sustav upravljanja okolišem prema normi ISO 14001.',
      en: 'The environmental management system is certified to ISO 14001.',
    },
  },
  {
    year: 2023,
    text: {
      hr: 'Uveden novi skladišni sustav s praćenjem serija u stvarnom vremenu.',
      en: 'A new warehouse system with real-time batch tracking goes live.',
    },
  },
  {
    year: 2024,
    text: {
      hr: 'Vozni park narastao na 81 vozilo s kontroliranom temperaturom, a tim na 473 zaposlenika.',
      en: 'The fleet reaches 81 temperature-controlled vehicles and the team 473 employees.',
    },
  },
]

export const locations: {
  city: string
  address: string
  tel1: string
  tel1_link: string
  tel2?: string
  tel2_link?: string
  latitude: number
  longitude: number
  market: MarketId
}[] = [
  {
    city: 'Sveta Nedelja',
    address: 'Industrijska ulica 14, 10431 Sveta Nedelja',
    tel1: '+385 1 3376 500',
    tel1_link: '+38513376500',
    tel2: '+385 1 3376 501',
    tel2_link: '+38513376501',
    latitude: 45.7977,
    longitude: 15.7802,
    market: 'cro',
  },
  {
    city: 'Vukovar',
    address: 'Ulica Dr. Franje Tuđmana 22, 32000 Vukovar',
    tel1: '+385 32 450 120',
    tel1_link: '+38532450120',
    latitude: 45.3511,
    longitude: 19.0024,
    market: 'cro',
  },
  {
    city: 'Dugopolje',
    address: 'Poslovna zona Podi 8, 21204 Dugopolje',
    tel1: '+385 21 654 300',
    tel1_link: '+38521654300',
    latitude: 43.5811,
    longitude: 16.5894,
    market: 'cro',
  },
  {
    city: 'Rijeka',
    address: 'Ulica Milutina Barača 40, 51000 Rijeka',
    tel1: '+385 51 611 240',
    tel1_link: '+38551611240',
    latitude: 45.3271,
    longitude: 14.4422,
    market: 'cro',
  },
  {
    city: 'Trzin / Ljubljana',
    address: 'Brnčičeva ulica 11, 1236 Trzin',
    tel1: '+386 1 562 41 00',
    tel1_link: '+38615624100',
    latitude: 46.1296,
    longitude: 14.5553,
    market: 'slo',
  },
  {
    city: 'Sarajevo',
    address: 'Ulica Džemala Bijedića 160, 71000 Sarajevo',
    tel1: '+387 33 775 300',
    tel1_link: '+38733775300',
    latitude: 43.8563,
    longitude: 18.4131,
    market: 'bih',
  },
]

export const certificates: { text: Localized<string>; documentTitle: Localized<string>; fileName: string }[] = [
  {
    text: { hr: 'ISO 9001:2015 – upravljanje kvalitetom', en: 'ISO 9001:2015 – quality management' },
    documentTitle: { hr: 'Certifikat ISO 9001:2015', en: 'ISO 9001:2015 certificate' },
    fileName: 'iso-9001-2015.pdf',
  },
  {
    text: { hr: 'ISO 14001:2015 – upravljanje okolišem', en: 'ISO 14001:2015 – environmental management' },
    documentTitle: { hr: 'Certifikat ISO 14001:2015', en: 'ISO 14001:2015 certificate' },
    fileName: 'iso-14001-2015.pdf',
  },
  {
    text: { hr: 'GMP – dobra proizvođačka praksa', en: 'GMP – good manufacturing practice' },
    documentTitle: { hr: 'GMP certifikat', en: 'GMP certificate' },
    fileName: 'gmp.pdf',
  },
  {
    text: { hr: 'GDP – dobra distribucijska praksa', en: 'GDP – good distribution practice' },
    documentTitle: { hr: 'GDP certifikat', en: 'GDP certificate' },
    fileName: 'gdp.pdf',
  },
]

export const memberships: { name: Localized<string>; link?: string }[] = [
  {
    name: { hr: 'Gospodarska komora', en: 'Chamber of Commerce' },
    link: 'https://chamber.example',
  },
  {
    name: { hr: 'Udruženje veledrogerija', en: 'Association of Pharmaceutical Wholesalers' },
    link: 'https://wholesalers.example',
  },
  { name: { hr: 'Udruga distributera medicinskih proizvoda', en: 'Association of Medical Device Distributors' } },
]

export const distributorLinks: { text: Localized<string>; link: string }[] = [
  {
    text: { hr: 'Ljekarne partneri', en: 'Partner pharmacies' },
    link: 'https://pharmacies.example',
  },
  { text: { hr: 'Internetska trgovina partnera', en: "Partner's online shop" }, link: 'https://shop.example' },
]

export const companyInformation: {
  market: MarketId
  corporateName: string
  shortName: string
  /** Street, postcode and place, without the country: the site adds the country in the page's language. */
  seat: string
  registrationNumber?: string
  court: Localized<string>
  capitalStock: Localized<string>
  managementBoard: { name: string; role: Localized<string> }[]
  bankAccounts: { bank: string; iban: string }[]
}[] = [
  {
    market: 'cro',
    corporateName: 'Demo Medika d.o.o. za trgovinu lijekovima i medicinskim proizvodima',
    shortName: 'Demo Medika d.o.o.',
    seat: 'Industrijska ulica 14, 10431 Sveta Nedelja',
    court: { hr: 'Trgovački sud u Zagrebu', en: 'Commercial Court in Zagreb' },
    capitalStock: { hr: '30.000.000,00 EUR, uplaćen u cijelosti', en: 'EUR 30,000,000.00, paid in full' },
    managementBoard: [
      { name: 'Marko Horvat', role: { hr: 'predsjednik uprave', en: 'President of the Management Board' } },
      { name: 'Ivana Kovačević', role: { hr: 'članica uprave', en: 'Member of the Management Board' } },
    ],
    bankAccounts: [
      { bank: 'Jadranska štedna banka d.d.', iban: 'HR69 2484 0081 1061 4287 5' },
      { bank: 'Kontinentalna banka d.d.', iban: 'HR30 2402 0061 1005 9873 6' },
    ],
  },
  {
    market: 'slo',
    corporateName: 'Demo Medika d.o.o., trgovina z zdravili in medicinskimi pripomočki',
    shortName: 'Demo Medika d.o.o.',
    seat: 'Brnčičeva ulica 11, 1236 Trzin',
    registrationNumber: '8123456000',
    court: { hr: 'Okrožno sodišče v Ljubljani', en: 'District Court of Ljubljana' },
    capitalStock: { hr: '500.000,00 EUR', en: 'EUR 500,000.00' },
    managementBoard: [{ name: 'Matej Novak', role: { hr: 'direktor', en: 'Managing Director' } }],
    bankAccounts: [{ bank: 'Alpska banka d.d.', iban: 'SI56 0561 0000 3487 256' }],
  },
  {
    market: 'bih',
    corporateName: 'Demo Medika d.o.o. Sarajevo',
    shortName: 'Demo Medika d.o.o.',
    seat: 'Ulica Džemala Bijedića 160, 71000 Sarajevo',
    registrationNumber: '4201234560004',
    court: { hr: 'Općinski sud u Sarajevu', en: 'Municipal Court in Sarajevo' },
    capitalStock: { hr: '100.000,00 KM', en: 'BAM 100,000.00' },
    managementBoard: [{ name: 'Amir Hodžić', role: { hr: 'direktor', en: 'Director' } }],
    bankAccounts: [{ bank: 'Sarajevska razvojna banka d.d.', iban: 'BA39 1410 5100 6379 1802' }],
  },
]
