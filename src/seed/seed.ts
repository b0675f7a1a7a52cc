import type { Payload } from 'payload'
import { rebuildSearchIndex } from '@/collections/SearchEntries/indexDocument'
import { marketIds } from '@/markets/types'
import { seedCompanyData } from './company'
import { accessibilityScreen } from './content/accessibilityScreen'
import { contactDirectory } from './content/contactDirectory'
import { departmentsRoot } from './content/departments'
import { screens } from './content/screens'
import { servicesRoot } from './content/services'
import type { Localized, SeedBlock, SeedPage } from './content/types'
import { context } from './context'
import { createLocalized } from './create'
import { seedJobPostings } from './jobPostings'
import { languagesFor, richTextIn, type SeedLanguage, textIn } from './languages'
import { toLexical } from './lexical'
import { type PageIndex, type ParentRef, seedNavigation } from './navigation'
import { seedNews } from './news'

function layoutIn(language: SeedLanguage, blocks: SeedBlock[]) {
  const text = (value: Localized<string>) => textIn(value, language)
  return blocks.map((block) => {
    if (block.blockType === 'richText')
      return { blockType: 'richText' as const, content: toLexical(richTextIn(block.content, language)) }
    if (block.blockType === 'figures') {
      return {
        blockType: 'figures' as const,
        heading: text(block.heading),
        items: block.items.map((item) => ({ value: item.value, label: text(item.label) })),
      }
    }
    if (block.blockType === 'callToAction') {
      return {
        blockType: 'callToAction' as const,
        heading: text(block.heading),
        text: text(block.text),
        buttonLabel: text(block.buttonLabel),
        action: 'contact' as const,
        department: block.department,
      }
    }
    return { blockType: block.blockType, heading: text(block.heading) }
  })
}

/** A page's address segment and title in a language: Slovenian has its own, Bosnian uses the Croatian segment. */
function addressIn(page: SeedPage, language: SeedLanguage): { slug: string; title: string } {
  if (language === 'sl') {
    if (!page.sl) throw new Error(`The page ${page.slug.hr} is offered on slo without a Slovenian address.`)
    return page.sl
  }
  return { slug: language === 'bs' ? page.slug.hr : page.slug[language], title: textIn(page.title, language) }
}

/** Creates a page and its children; a page without markets of its own is offered where its parent is. */
async function createPage(payload: Payload, page: SeedPage, parent: ParentRef | undefined, index: PageIndex) {
  const markets = page.markets ?? parent?.markets ?? { hr: [...marketIds], en: [...marketIds] }
  let id: number | undefined
  // Slovenian and Bosnian copies are offered where the Croatian text is.
  for (const language of languagesFor(markets.hr)) {
    const data = {
      ...addressIn(page, language),
      lead: textIn(page.lead, language),
      description: textIn(page.description, language),
      layout: layoutIn(language, page.layout),
      markets: language === 'en' ? markets.en : markets.hr,
      parent: parent?.id,
      _status: 'published' as const,
    }
    id =
      id === undefined
        ? (await payload.create({ collection: 'pages', data, locale: language, context })).id
        : (await payload.update({ collection: 'pages', id, data, locale: language, context })).id
  }
  if (id === undefined) throw new Error('A page was not created.')
  index.set(page, { id, markets })
  for (const child of page.children ?? []) {
    await createPage(payload, child, { id, markets }, index)
  }
}

/** The departments and services of the three markets' contact forms. */
export async function seedContactDirectory(payload: Payload): Promise<void> {
  for (const contact of contactDirectory) {
    await createLocalized(payload, 'contact-directory', languagesFor([contact.market]), (language) => ({
      key: contact.key,
      market: contact.market,
      displayName: textIn(contact.displayName, language),
      mail: contact.mail,
      secondMail: contact.secondMail,
    }))
  }
}

/** Writes the demo content: contact directory, page tree, screens, news, menus, company data and redirects. */
export async function seed(payload: Payload): Promise<void> {
  // First: the pages' calls to action name its departments.
  await seedContactDirectory(payload)
  const index: PageIndex = new Map()
  for (const root of [servicesRoot, departmentsRoot]) {
    await createPage(payload, root, undefined, index)
  }

  for (const screen of [...screens, accessibilityScreen]) {
    await createLocalized(payload, 'screens', languagesFor(marketIds), (language) => ({
      screen: screen.screen,
      title: textIn(screen.title, language),
      metaTitle: screen.metaTitle && textIn(screen.metaTitle, language),
      lead: textIn(screen.lead, language),
      description: textIn(screen.description, language),
      layout: layoutIn(language, screen.layout),
      _status: 'published',
    }))
  }

  await seedNews(payload)

  await seedNavigation(payload, index)

  await seedCompanyData(payload)
  await seedJobPostings(payload)

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
        // Where the page is offered in English: elsewhere the old address answers 404 itself.
        markets: daylong.docs[0].markets,
      },
      context,
    })
  }
  await rebuildSearchIndex(payload)
}

/** Where the seed notes its progress (Payload's key-value store, in the database it writes). */
const seedStateKey = 'demo-seed'
type SeedState = 'started' | 'complete'

/** What visitors and staff wrote, which a seed never deletes. */
const keptCollections = new Set([
  'users',
  'contact-messages',
  'adverse-reaction-reports',
  'job-applications',
  'job-application-files',
  'mail-outbox',
])

/** Deletes what an interrupted seed wrote: every document of the site's content collections. */
async function clearPartialSeed(payload: Payload): Promise<void> {
  const contentCollections = payload.config.collections
    .map((collection) => collection.slug)
    .filter((slug) => !slug.startsWith('payload-') && !keptCollections.has(slug))
  for (const collection of contentCollections) {
    await payload.delete({
      collection: collection as 'pages',
      where: { id: { exists: true } },
      overrideAccess: true,
      context,
    })
  }
}

/**
 * Seeds an empty database, so the demo command can run again without duplicating content. A seed that was
 * interrupted (Ctrl-C, a killed terminal) is noted as started and not complete: its partial content is
 * deleted and the seed runs again whole.
 */
export async function seedIfEmpty(payload: Payload): Promise<boolean> {
  const state = (await payload.kv.get(seedStateKey)) as SeedState | null
  if (state === 'complete') return false
  if (state === 'started') await clearPartialSeed(payload)
  else if ((await payload.count({ collection: 'pages' })).totalDocs > 0) return false
  await payload.kv.set(seedStateKey, 'started' satisfies SeedState)
  await seed(payload)
  await payload.kv.set(seedStateKey, 'complete' satisfies SeedState)
  return true
}
