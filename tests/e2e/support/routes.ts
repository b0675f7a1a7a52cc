import { screenHref } from '@/i18n/paths'
import { screenKeys } from '@/i18n/screens'

/** The fixed screens' [Croatian path, English path], read from the app's route table (checked against the spec in tests/unit/locales.test.ts). */
export const screenRoutes: [string, string][] = screenKeys.map((screen) => [
  screenHref(screen, 'hr'),
  screenHref(screen, 'en'),
])

const services: [string, string][] = [
  ['klinicke-studije', 'clinical-trials'],
  ['registracije', 'regulatory-affairs'],
  ['sekundarno-opremanje', 'repackaging-and-relabeling'],
  ['servis', 'service'],
  ['skladistenje-i-transport', 'warehousing-and-transport'],
]

const departments: [string, string][] = [
  ['dijagnostika', 'laboratory-diagnostics'],
  ['lijekovi-i-medicinski-proizvodi', 'medicinal-products-and-medical-devices'],
  ['marketing-zastupstva', 'marketing'],
  ['medicinska-oprema', 'medical-devices-and-equipment'],
  ['stomatologija-i-zubna-tehnika', 'dental-medicine-and-dental-technics'],
  ['veterina', 'animal-health'],
]

const cochlear = '/sluzbe/lijekovi-i-medicinski-proizvodi/cochlear-ltd'
const cochlearEn = '/en/departments/medicinal-products-and-medical-devices/cochlear-ltd'
const marketing = '/sluzbe/marketing-zastupstva'
const marketingEn = '/en/departments/marketing'
const marketingBrands = [
  'galderma',
  'galderma/actinica',
  'galderma/cetaphil',
  'galderma/daylong',
  'galderma/excipial',
  'neostrata-company-inc',
  'rowa',
  'rowa/rowachol',
  'rowa/rowatinex',
  'embryolisse',
  'schmidgall',
  'schmidgall/carmol-kapi',
  'schmidgall/carmol-pastille',
  'talika',
  'formen',
  'imusan',
]

export const cmsRoutes: [string, string][] = [
  ...services.map(([hr, en]): [string, string] => [`/nase-usluge/${hr}`, `/en/services/${en}`]),
  ...departments.map(([hr, en]): [string, string] => [`/sluzbe/${hr}`, `/en/departments/${en}`]),
  [cochlear, cochlearEn],
  [`${cochlear}/nucleus`, `${cochlearEn}/nucleus`],
  [`${cochlear}/dobrobit-i-kohlearni-implantat`, `${cochlearEn}/well-being-survey`],
  ...marketingBrands.map((brand): [string, string] => [`${marketing}/${brand}`, `${marketingEn}/${brand}`]),
]
