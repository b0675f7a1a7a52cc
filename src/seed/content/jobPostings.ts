import type { EmploymentType, JobDepartment } from '@/collections/JobPostings/options'
import type { MarketId } from '@/markets/types'
import type { SeedRichText } from './types'

type PostingText = { title: string; slug: string; summary: string; description: SeedRichText; requirements: string[] }

/** Demo job postings: each in its market's language and in English, at a location (by city) of the market. */
type SeedJobPosting = {
  market: MarketId
  city: string
  department: JobDepartment
  employmentType: EmploymentType
  /** Days from the seed run to the closing day. */
  openForDays: number
  texts: Partial<Record<'hr' | 'en' | 'sl' | 'bs', PostingText>>
}

export const jobPostings: SeedJobPosting[] = [
  {
    market: 'cro',
    city: 'Sveta Nedelja',
    department: 'pharmacovigilance',
    employmentType: 'FULL_TIME',
    openForDays: 30,
    texts: {
      hr: {
        title: 'Stručni suradnik za farmakovigilanciju (m/ž)',
        slug: 'strucni-suradnik-za-farmakovigilanciju',
        summary: 'Pridružite se timu koji prati sigurnost lijekova i prijave nuspojava za hrvatsko tržište.',
        description: [
          {
            type: 'p',
            text: 'Zaprimate i obrađujete prijave nuspojava, vodite rokove prema HALMED-u i surađujete s nositeljima odobrenja.',
          },
          { type: 'p', text: 'Nudimo stalni ugovor, rad u Svetoj Nedelji i sustavnu edukaciju.' },
        ],
        requirements: [
          'Završen studij farmacije, medicine ili biologije',
          'Aktivno znanje engleskog jezika',
          'Preciznost i pouzdanost',
        ],
      },
      en: {
        title: 'Pharmacovigilance associate (m/f)',
        slug: 'pharmacovigilance-associate',
        summary: 'Join the team that follows medicine safety and adverse-reaction reports for the Croatian market.',
        description: [
          {
            type: 'p',
            text: 'You receive and process adverse-reaction reports, keep the deadlines towards HALMED and work with marketing authorisation holders.',
          },
          { type: 'p', text: 'We offer a permanent contract, work in Sveta Nedelja and structured training.' },
        ],
        requirements: ['Degree in pharmacy, medicine or biology', 'Fluent English', 'Accuracy and reliability'],
      },
    },
  },
  {
    market: 'cro',
    city: 'Vukovar',
    department: 'logistics',
    employmentType: 'FULL_TIME',
    openForDays: 45,
    texts: {
      hr: {
        title: 'Skladištar u distribucijskom centru (m/ž)',
        slug: 'skladistar-u-distribucijskom-centru',
        summary: 'Prijem, komisioniranje i otprema lijekova uz poštivanje dobre distribucijske prakse.',
        description: [
          {
            type: 'p',
            text: 'Radite u skladištu s kontroliranom temperaturom i pripremate pošiljke za ljekarne i bolnice.',
          },
        ],
        requirements: [
          'Završena srednja škola',
          'Iskustvo rada u skladištu je prednost',
          'Vozačka dozvola B kategorije',
        ],
      },
      en: {
        title: 'Warehouse operative in the distribution centre (m/f)',
        slug: 'warehouse-operative',
        summary: 'Receiving, picking and dispatching medicines under good distribution practice.',
        description: [
          {
            type: 'p',
            text: 'You work in a temperature-controlled warehouse and prepare shipments for pharmacies and hospitals.',
          },
        ],
        requirements: ['Secondary school', 'Warehouse experience is an advantage', 'Category B driving licence'],
      },
    },
  },
  {
    market: 'slo',
    city: 'Trzin / Ljubljana',
    department: 'regulatoryAffairs',
    employmentType: 'FULL_TIME',
    openForDays: 30,
    texts: {
      sl: {
        title: 'Strokovni sodelavec za registracije (m/ž)',
        slug: 'strokovni-sodelavec-za-registracije',
        summary: 'Pripravljate in vodite registracijsko dokumentacijo zdravil za slovenski trg.',
        description: [
          { type: 'p', text: 'Sodelujete z JAZMP in proizvajalci ter skrbite za spremembe dovoljenj za promet.' },
        ],
        requirements: [
          'Univerzitetna izobrazba s področja farmacije ali kemije',
          'Znanje angleškega jezika',
          'Samostojnost pri delu',
        ],
      },
      en: {
        title: 'Regulatory affairs associate (m/f)',
        slug: 'regulatory-affairs-associate',
        summary: 'You prepare and maintain the registration files of medicines for the Slovenian market.',
        description: [
          {
            type: 'p',
            text: 'You work with JAZMP and manufacturers and handle variations of marketing authorisations.',
          },
        ],
        requirements: ['University degree in pharmacy or chemistry', 'Good English', 'Independent work'],
      },
    },
  },
  {
    market: 'bih',
    city: 'Sarajevo',
    department: 'sales',
    employmentType: 'FULL_TIME',
    openForDays: 40,
    texts: {
      bs: {
        title: 'Stručni saradnik u prodaji (m/ž)',
        slug: 'strucni-saradnik-u-prodaji',
        summary: 'Brinete o saradnji s apotekama i zdravstvenim ustanovama u Kantonu Sarajevo.',
        description: [
          { type: 'p', text: 'Predstavljate portfelj lijekova i medicinskih sredstava te pratite narudžbe kupaca.' },
        ],
        requirements: [
          'Završen fakultet farmaceutskog ili medicinskog usmjerenja',
          'Vozačka dozvola B kategorije',
          'Komunikativnost',
        ],
      },
      en: {
        title: 'Sales associate (m/f)',
        slug: 'sales-associate',
        summary: 'You look after pharmacies and health institutions in Sarajevo Canton.',
        description: [
          { type: 'p', text: 'You present the range of medicines and medical devices and follow customers’ orders.' },
        ],
        requirements: ['Degree in pharmacy or medicine', 'Category B driving licence', 'Good communication'],
      },
    },
  },
]
