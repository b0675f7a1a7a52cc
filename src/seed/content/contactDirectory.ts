import type { MarketId } from '@/markets/types'
import type { Localized } from './types'

type SeedContact = {
  key: string
  market: MarketId
  displayName: Localized<string>
  mail: string
  secondMail?: string
}

type Row = [key: string, hr: string, en: string, secondMail?: string]

const croRows: Row[] = [
  ['uprava', 'Uprava', 'Management'],
  ['dijagnostika', 'Dijagnostika', 'Laboratory diagnostics'],
  ['informatika', 'Informatika', 'IT'],
  ['klinicke_studije', 'Kliničke studije', 'Clinical trials'],
  ['marketing_zastupstava', 'Marketing zastupstava', 'Marketing of represented brands'],
  ['medicinska_oprema', 'Medicinska oprema', 'Medical equipment'],
  [
    'medicinski_proizvodi_i_potrosni_materijali',
    'Medicinski proizvodi i potrošni materijali',
    'Medical devices and consumables',
  ],
  ['nabava_dugopolje', 'Nabava – Dugopolje', 'Purchasing – Dugopolje'],
  ['nabava_sveta_nedjelja', 'Nabava – Sveta Nedelja', 'Purchasing – Sveta Nedelja'],
  ['nabava_vukovar', 'Nabava – Vukovar', 'Purchasing – Vukovar'],
  ['prodaja_sveta_nedjelja', 'Prodaja – Sveta Nedelja', 'Sales – Sveta Nedelja', 'narudzbe@demomedika.example'],
  ['prodaja_dugopolje', 'Prodaja – Dugopolje', 'Sales – Dugopolje', 'narudzbe-dugopolje@demomedika.example'],
  ['prodaja_vukovar', 'Prodaja – Vukovar', 'Sales – Vukovar', 'narudzbe-vukovar@demomedika.example'],
  ['racunovodstvo', 'Računovodstvo', 'Accounting'],
  ['registracije', 'Registracije', 'Regulatory affairs'],
  ['sektor_kvalitete', 'Sektor kvalitete', 'Quality assurance'],
  ['sekundarno_opremanje', 'Sekundarno opremanje', 'Repackaging and relabelling'],
  ['servis', 'Servis', 'Service'],
  ['skladiste_i_transport', 'Skladište i transport', 'Warehousing and transport'],
  ['stomatologija_rijeka', 'Stomatologija – Rijeka', 'Dental medicine – Rijeka'],
  ['stomatologija_dugopolje', 'Stomatologija – Dugopolje', 'Dental medicine – Dugopolje'],
  ['stomatologija_sveta_nedjelja', 'Stomatologija – Sveta Nedelja', 'Dental medicine – Sveta Nedelja'],
  ['stomatologija_vukovar', 'Stomatologija – Vukovar', 'Dental medicine – Vukovar'],
  ['uvoz_na_lijecnicki_recept', 'Uvoz lijekova na liječnički recept', 'Import of medicines on prescription'],
  ['veterina', 'Veterina', 'Animal health'],
  ['zastita_na_radu', 'Zaštita na radu', 'Occupational health and safety'],
  ['opci_pravni_i_kadrovski_poslovi', 'Opći, pravni i kadrovski poslovi', 'General, legal and HR affairs'],
  ['javna_nabava', 'Javna nabava', 'Public procurement'],
  ['vanjska_trgovina', 'Vanjska trgovina', 'Foreign trade'],
]

const sloRows: Row[] = [
  ['prodaja', 'Prodaja', 'Sales'],
  ['diagnostika', 'Dijagnostika', 'Laboratory diagnostics'],
  ['informatika', 'Informatika', 'IT'],
  ['zastopstva', 'Zastupstva', 'Representations'],
  ['medicinska_oprema', 'Medicinska oprema', 'Medical equipment'],
  ['oploditev_z_biomedicinsko_pomocjo', 'Biomedicinski potpomognuta oplodnja', 'Biomedically assisted reproduction'],
  ['registracije', 'Registracije', 'Regulatory affairs'],
  ['dentalna_oprema', 'Stomatološka oprema', 'Dental equipment'],
  ['veleprodaja_zdravil', 'Veleprodaja lijekova', 'Wholesale of medicines'],
  ['veterina', 'Veterina', 'Animal health'],
]

const bihRows: Row[] = [['info', 'Informacije', 'Information']]

/** Demo addresses in the reserved .example domain: nothing is ever delivered to a real company. */
function contacts(market: MarketId, domain: string, rows: Row[]): SeedContact[] {
  return rows.map(([key, hr, en, secondMail]) => ({
    key,
    market,
    displayName: { hr, en },
    mail: `${key.replaceAll('_', '-')}@${domain}`,
    secondMail,
  }))
}

/** The contact directory of spec section 3: 29 entries in Croatia, Slovenia's list, Bosnia's single entry. */
export const contactDirectory: SeedContact[] = [
  ...contacts('cro', 'demomedika.example', croRows),
  ...contacts('slo', 'demomedika-slo.example', sloRows),
  ...contacts('bih', 'demomedika-bih.example', bihRows),
]
