import type { Payload } from 'payload'
import { type MarketId, marketIds } from '@/markets/types'
import type { Navigation } from '@/payload-types'
import { seedCompanyData } from './company'
import { contactDirectory } from './content/contactDirectory'
import { departmentsRoot } from './content/departments'
import { newsCategories, newsItems } from './content/news'
import { screens } from './content/screens'
import { servicesRoot } from './content/services'
import type { Localized, SeedBlock, SeedNewsItem, SeedPage } from './content/types'
import { context, type Language, languages, uploadLocalized } from './context'
import { newsCover } from './images'
import { toLexical, withUpload } from './lexical'

function layoutIn(language: Language, blocks: SeedBlock[]) {
  return blocks.map((block) => {
    if (block.blockType === 'richText')
      return { blockType: 'richText' as const, content: toLexical(block.content[language]) }
    if (block.blockType === 'figures') {
      return {
        blockType: 'figures' as const,
        heading: block.heading[language],
        items: block.items.map((item) => ({ value: item.value, label: item.label[language] })),
      }
    }
    if (block.blockType === 'callToAction') {
      return {
        blockType: 'callToAction' as const,
        heading: block.heading[language],
        text: block.text[language],
        buttonLabel: block.buttonLabel[language],
        action: 'contact' as const,
        department: block.department,
      }
    }
    return { blockType: block.blockType, heading: block.heading[language] }
  })
}

function uploadImage(
  payload: Payload,
  file: { name: string; data: Buffer; mimetype: string },
  alt: Localized<string>,
): Promise<number> {
  return uploadLocalized(payload, 'media', file, (language) => ({ alt: alt[language] }))
}

type ParentRef = { id: number; markets: Localized<MarketId[]> }
type PageIndex = Map<SeedPage, ParentRef>

/** Creates a page and its children; a page without markets of its own is offered where its parent is. */
async function createPage(
  payload: Payload,
  page: SeedPage,
  parent: ParentRef | undefined,
  index: PageIndex,
  sortOrder: number,
) {
  const markets = page.markets ?? parent?.markets ?? { hr: [...marketIds], en: [...marketIds] }
  let id: number | undefined
  for (const language of languages) {
    const data = {
      title: page.title[language],
      slug: page.slug[language],
      lead: page.lead[language],
      description: page.description[language],
      layout: layoutIn(language, page.layout),
      markets: markets[language],
      parent: parent?.id,
      sortOrder,
      _status: 'published' as const,
    }
    id =
      id === undefined
        ? (await payload.create({ collection: 'pages', data, locale: language, context })).id
        : (await payload.update({ collection: 'pages', id, data, locale: language, context })).id
  }
  if (id === undefined) throw new Error('A page was not created.')
  if (page.sl) {
    await payload.update({
      collection: 'pages',
      id,
      // Offered where the Croatian text is (a new locale would otherwise start with every market).
      data: { ...page.sl, markets: markets.hr, _status: 'published' },
      locale: 'sl',
      context,
    })
  }
  index.set(page, { id, markets })
  for (const [position, child] of (page.children ?? []).entries()) {
    await createPage(payload, child, { id, markets }, index, position)
  }
}

async function createLocalized<Data extends object>(
  payload: Payload,
  collection: 'screens' | 'news-categories' | 'contact-directory',
  dataIn: (language: Language) => Data,
) {
  const created = await payload.create({ collection, data: dataIn('hr') as never, locale: 'hr', context })
  await payload.update({ collection, id: created.id, data: dataIn('en') as never, locale: 'en', context })
  return created.id
}

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

async function seedNavigation(payload: Payload, index: PageIndex) {
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

/** The departments and services of the three markets' contact forms. */
export async function seedContactDirectory(payload: Payload): Promise<void> {
  for (const contact of contactDirectory) {
    await createLocalized(payload, 'contact-directory', (language) => ({
      key: contact.key,
      market: contact.market,
      displayName: contact.displayName[language],
      mail: contact.mail,
      secondMail: contact.secondMail,
    }))
  }
}

/** Categories, then the news items with their covers; an item without English copy stays untranslated. */
async function seedNews(payload: Payload) {
  const categoryIds = new Map<string, number>()
  for (const category of newsCategories) {
    const id = await createLocalized(payload, 'news-categories', (language) => ({
      name: category.name[language],
      slug: category.slug[language],
    }))
    categoryIds.set(category.slug.hr, id)
  }
  for (const [position, item] of newsItems.entries()) {
    const cover = await uploadImage(
      payload,
      { name: `${item.slug.hr}.jpg`, data: await newsCover(item.coverColours, position), mimetype: 'image/jpeg' },
      { hr: `Ilustracija: ${item.title.hr}`, en: `Illustration: ${item.title.en ?? item.title.hr}` },
    )
    const figure = item.figure
      ? await uploadImage(
          payload,
          {
            name: `${item.slug.hr}-slika.jpg`,
            data: await newsCover(item.figure.colours, position + 1),
            mimetype: 'image/jpeg',
          },
          { hr: item.figure.alt.hr, en: item.figure.alt.en ?? item.figure.alt.hr },
        )
      : undefined
    const copyIn = (language: Language) => newsCopy(item, language, figure)
    const shared = {
      type: item.type,
      publishedAt: new Date(item.publishedAt).toISOString(),
      categories: item.categories.map((slug) => {
        const id = categoryIds.get(slug)
        if (id === undefined) throw new Error(`The news item ${item.slug.hr} names an unknown category ${slug}.`)
        return id
      }),
      cover,
      eventStart: item.event?.start,
      eventEnd: item.event?.end,
      markets: item.markets ?? [...marketIds],
      _status: 'published' as const,
    }
    const created = await payload.create({
      collection: 'news',
      data: { ...shared, ...copyIn('hr') },
      locale: 'hr',
      context,
    })
    if (item.title.en) {
      await payload.update({ collection: 'news', id: created.id, data: copyIn('en'), locale: 'en', context })
    }
  }
}

function newsCopy(item: SeedNewsItem, language: Language, figure: number | undefined) {
  const body = item.body[language]
  const content = body ? toLexical(body) : undefined
  return {
    title: item.title[language] ?? '',
    slug: item.slug[language] ?? '',
    excerpt: item.excerpt[language],
    content: content && figure !== undefined ? withUpload(content, 1, figure) : content,
    place: item.event?.place[language],
  }
}

/** Writes the demo content: page tree, screens, news, contact directory, menus, company data and redirects. */
export async function seed(payload: Payload): Promise<void> {
  const index: PageIndex = new Map()
  for (const [position, root] of [servicesRoot, departmentsRoot].entries()) {
    await createPage(payload, root, undefined, index, position)
  }

  for (const screen of screens) {
    await createLocalized(payload, 'screens', (language) => ({
      screen: screen.screen,
      title: screen.title[language],
      metaTitle: screen.metaTitle?.[language],
      lead: screen.lead[language],
      description: screen.description[language],
      layout: layoutIn(language, screen.layout),
      _status: 'published',
    }))
  }

  await seedNews(payload)

  await seedContactDirectory(payload)
  await seedNavigation(payload, index)

  await seedCompanyData(payload)

  const daylong = await payload.find({
    collection: 'pages',
    where: { path: { equals: '/departments/marketing/galderma/daylong' } },
    locale: 'en',
    limit: 1,
    depth: 0,
  })
  if (daylong.docs[0]) {
    await payload.create({
      collection: 'redirects',
      data: {
        from: '/en/sluzbe/marketing-zastupstva/galderma/daylong',
        to: '/en/departments/marketing/galderma/daylong',
        statusCode: '301',
      },
      context,
    })
  }
}

/** Seeds only an empty database, so the demo command can run again without duplicating content. */
export async function seedIfEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages' })
  if (totalDocs > 0) return false
  await seed(payload)
  return true
}
