import type { Payload } from 'payload'
import { type MarketId, marketIds } from '@/markets/types'
import type { Navigation } from '@/payload-types'
import { departmentsRoot } from './content/departments'
import { servicesRoot } from './content/services'
import type { Localized, SeedPage } from './content/types'
import { context, languages } from './context'

export type ParentRef = { id: number; markets: Localized<MarketId[]> }
export type PageIndex = Map<SeedPage, ParentRef>

/** A menu label in Croatian and English, and in Slovenian and Bosnian where it differs from the Croatian one. */
type MenuLabel = Localized<string> & { sl?: string; bs?: string }

type MenuRow = {
  label: MenuLabel
  link: NonNullable<Navigation['services']>[number]['link']
  markets?: Localized<MarketId[]>
}

function pageLinks(pages: SeedPage[], index: PageIndex): MenuRow[] {
  return pages.map((page) => ({
    label: { ...page.title, sl: page.sl?.title },
    link: { type: 'page', page: index.get(page)?.id },
    markets: index.get(page)?.markets,
  }))
}

function screenLink(screen: NonNullable<MenuRow['link']['screen']>, label: MenuLabel): MenuRow {
  return { label, link: { type: 'screen', screen } }
}

export async function seedNavigation(payload: Payload, index: PageIndex) {
  const menus: Record<'services' | 'offerings' | 'primary' | 'footer', MenuRow[]> = {
    services: pageLinks(servicesRoot.children ?? [], index),
    offerings: pageLinks(departmentsRoot.children ?? [], index),
    primary: [
      screenLink('about', { hr: 'O nama', en: 'About us', sl: 'O nas' }),
      screenLink('careers', { hr: 'Karijere', en: 'Careers', sl: 'Kariera' }),
      screenLink('news', { hr: 'Novosti i događanja', en: 'News & events', sl: 'Novice in dogodki' }),
    ],
    footer: [
      screenLink('cookiePolicy', { hr: 'Pravila kolačića', en: 'Cookie policy', sl: 'Politika piškotkov' }),
      screenLink('termsOfUse', {
        hr: 'Uvjeti korištenja',
        en: 'Terms of use',
        sl: 'Pogoji uporabe',
        bs: 'Uslovi korištenja',
      }),
      screenLink('companyInformation', {
        hr: 'Podaci o tvrtki',
        en: 'Company information',
        sl: 'Podatki o podjetju',
        bs: 'Podaci o kompaniji',
      }),
      screenLink('privacyPolicy', { hr: 'Pravila privatnosti', en: 'Privacy policy', sl: 'Politika zasebnosti' }),
    ],
  }
  let saved: Navigation | undefined
  // Slovenian and Bosnian labels are written too (the menus are what every page shows); their links are
  // offered where the Croatian ones are.
  for (const language of [...languages, 'sl', 'bs'] as const) {
    const text = language === 'en' ? 'en' : 'hr'
    const rowsIn = (menu: keyof typeof menus) =>
      menus[menu].map((row, position) => ({
        id: saved?.[menu]?.[position]?.id ?? undefined,
        label: row.label[language] ?? row.label[text],
        link: row.link,
        markets: row.markets?.[text] ?? [...marketIds],
      }))
    saved = await payload.updateGlobal({
      slug: 'navigation',
      data: {
        services: rowsIn('services'),
        offerings: rowsIn('offerings'),
        primary: rowsIn('primary'),
        footer: rowsIn('footer'),
      },
      locale: language,
      context,
    })
  }
}
