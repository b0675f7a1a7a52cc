import type { Payload } from 'payload'
import { type MarketId, marketIds } from '@/markets/types'
import type { Navigation } from '@/payload-types'
import { departmentsRoot } from './content/departments'
import { servicesRoot } from './content/services'
import type { Localized, SeedPage } from './content/types'
import { context } from './context'
import { languagesFor, type SeedLanguage, textIn } from './languages'

export type ParentRef = { id: number; markets: Localized<MarketId[]> }
export type PageIndex = Map<SeedPage, ParentRef>

/** A menu label in every language the menus are written in. */
type MenuLabel = Record<SeedLanguage, string>

type MenuRow = {
  label: MenuLabel
  link: NonNullable<Navigation['services']>[number]['link']
  markets?: Localized<MarketId[]>
}

/**
 * A page's title in each language; in a language whose market does not offer the page (the row is not
 * shown there) the Croatian one, as the label is required.
 */
function pageLabel(page: SeedPage, markets: Localized<MarketId[]>): MenuLabel {
  const written = languagesFor(markets.hr)
  const titleIn = (language: SeedLanguage) =>
    !written.includes(language)
      ? page.title.hr
      : language === 'sl' && page.sl
        ? page.sl.title
        : textIn(page.title, language)
  return { hr: page.title.hr, en: page.title.en, sl: titleIn('sl'), bs: titleIn('bs') }
}

function pageLinks(pages: SeedPage[], index: PageIndex): MenuRow[] {
  return pages.map((page) => {
    const markets = index.get(page)?.markets ?? { hr: [...marketIds], en: [...marketIds] }
    return { label: pageLabel(page, markets), link: { type: 'page', page: index.get(page)?.id }, markets }
  })
}

function screenLink(screen: NonNullable<MenuRow['link']['screen']>, label: MenuLabel): MenuRow {
  return { label, link: { type: 'screen', screen } }
}

export async function seedNavigation(payload: Payload, index: PageIndex) {
  const menus: Record<'services' | 'offerings' | 'primary' | 'footer', MenuRow[]> = {
    services: pageLinks(servicesRoot.children ?? [], index),
    offerings: pageLinks(departmentsRoot.children ?? [], index),
    primary: [
      screenLink('about', { hr: 'O nama', en: 'About us', sl: 'O nas', bs: 'O nama' }),
      screenLink('careers', { hr: 'Karijere', en: 'Careers', sl: 'Kariera', bs: 'Karijera' }),
      screenLink('news', {
        hr: 'Novosti i događanja',
        en: 'News & events',
        sl: 'Novice in dogodki',
        bs: 'Novosti i događaji',
      }),
    ],
    footer: [
      screenLink('cookiePolicy', {
        hr: 'Pravila kolačića',
        en: 'Cookie policy',
        sl: 'Politika piškotkov',
        bs: 'Politika kolačića',
      }),
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
      screenLink('privacyPolicy', {
        hr: 'Pravila privatnosti',
        en: 'Privacy policy',
        sl: 'Politika zasebnosti',
        bs: 'Politika privatnosti',
      }),
    ],
  }
  let saved: Navigation | undefined
  // Slovenian and Bosnian rows are offered where the Croatian ones are.
  for (const language of languagesFor(marketIds)) {
    const text = language === 'en' ? 'en' : 'hr'
    const rowsIn = (menu: keyof typeof menus) =>
      menus[menu].map((row, position) => ({
        id: saved?.[menu]?.[position]?.id ?? undefined,
        label: row.label[language],
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
