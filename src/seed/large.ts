import type { Payload } from 'payload'
import sharp from 'sharp'
import { insertRows } from '@/config/bulkInsert'
import type { MarketId } from '@/markets/types'
import { context } from './context'
import { languagesFor, type SeedLanguage, slugFrom } from './languages'
import { toLexical } from './lexical'

/**
 * Years of content on top of the demo (`npm run seed:large`), so that build time, page weights, sitemap,
 * list and admin timings can be measured at scale (docs/performance.md). Generated, never downloaded.
 */
export const largeVolume = { newsItems: 20_000, pages: 500, images: 2_000 }

/** The market sets content is offered in, in turn: everywhere, one market, two. */
const marketSets: MarketId[][] = [['cro', 'slo', 'bih'], ['cro'], ['slo'], ['bih'], ['cro', 'slo'], ['cro']]

const newsWords: Record<SeedLanguage, { news: string; event: string; excerpt: string; body: string }> = {
  hr: {
    news: 'Obavijest o poslovanju',
    event: 'Stručni skup',
    excerpt: 'Kratki sažetak objave za popis novosti.',
    body: 'Tekst objave: isporuke, asortiman i usluge za ljekarne, bolnice i veterinarske ambulante.',
  },
  en: {
    news: 'Business notice',
    event: 'Professional meeting',
    excerpt: 'A short summary of the item for the news list.',
    body: 'The text of the item: deliveries, range and services for pharmacies, hospitals and veterinary clinics.',
  },
  sl: {
    news: 'Poslovno obvestilo',
    event: 'Strokovno srečanje',
    excerpt: 'Kratek povzetek objave za seznam novic.',
    body: 'Besedilo objave: dobave, ponudba in storitve za lekarne, bolnišnice in veterinarske ambulante.',
  },
  bs: {
    news: 'Obavještenje o poslovanju',
    event: 'Stručni skup',
    excerpt: 'Kratki sažetak objave za listu novosti.',
    body: 'Tekst objave: isporuke, asortiman i usluge za apoteke, bolnice i veterinarske ambulante.',
  },
}

const pageWords: Record<SeedLanguage, string> = { hr: 'Proizvod', en: 'Product', sl: 'Izdelek', bs: 'Proizvod' }

/** Runs `work` on every item, `parallel` at a time. */
async function inBatches<T>(items: T[], parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += parallel) {
    await Promise.all(items.slice(start, start + parallel).map(work))
  }
}

/** A small generated cover (240 × 135: smaller than every preset, so the upload writes one file). */
function smallCover(index: number): Promise<Buffer> {
  const hue = (index * 37) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="135"><rect width="240" height="135" fill="hsl(${hue},45%,40%)"/><circle cx="${(index * 13) % 240}" cy="67" r="40" fill="#fff" fill-opacity="0.3"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer()
}

async function seedImages(payload: Payload, count: number): Promise<number[]> {
  const ids: number[] = []
  await inBatches(
    Array.from({ length: count }, (_, index) => index),
    4,
    async (index) => {
      const data = await smallCover(index)
      const created = await payload.create({
        collection: 'media',
        data: { alt: `Ilustracija ${index + 1}` },
        file: { name: `arhiva-${index + 1}.jpg`, data, mimetype: 'image/jpeg', size: data.length },
        locale: 'hr',
        context,
      })
      ids.push(created.id)
    },
  )
  return ids
}

/** Pages in ten sections (a section and its pages in each language of its markets), through the Local API. */
async function seedPages(payload: Payload, count: number): Promise<void> {
  const sections = 10
  const perSection = Math.ceil(count / sections) - 1
  let made = 0
  for (let section = 1; section <= sections && made < count; section += 1) {
    const markets = marketSets[section % marketSets.length] ?? ['cro']
    const write = async (number: number, parent: number | undefined) => {
      let id: number | undefined
      for (const language of languagesFor(markets)) {
        const title = `${pageWords[language]} ${parent === undefined ? `${section}` : `${section}.${number}`}`
        const data = {
          title,
          slug: slugFrom(title),
          lead: title,
          markets,
          parent,
          _status: 'published' as const,
        }
        id =
          id === undefined
            ? (await payload.create({ collection: 'pages', data, locale: language, context })).id
            : (await payload.update({ collection: 'pages', id, data, locale: language, context })).id
      }
      made += 1
      return id
    }
    const parent = await write(0, undefined)
    const children = Array.from({ length: Math.min(perSection, count - made) }, (_, index) => index + 1)
    for (const number of children) await write(number, parent)
  }
}

/**
 * News items and events written straight into the collection's tables (`insertRows`): the Local API would
 * take an hour for 20,000 items in up to four languages. Each item gets one version, its latest and published (the
 * admin lists the items from their versions).
 */
async function seedNewsRows(payload: Payload, count: number, imageIds: number[]): Promise<void> {
  const { docs: categories } = await payload.find({ collection: 'news-categories', limit: 0, depth: 0 })
  const categoryIds = categories.map(({ id }) => id)
  // Spread over eight years before the demo's newest items, the newest first in number.
  const newest = Date.UTC(2026, 9, 31)
  const span = 8 * 365 * 24 * 3600 * 1000
  const batch = 250
  for (let start = 0; start < count; start += batch) {
    const numbers = Array.from({ length: Math.min(batch, count - start) }, (_, index) => start + index)
    const items = numbers.map((number) => {
      const publishedAt = new Date(newest - Math.floor((number / count) * span)).toISOString()
      const type = number % 5 === 0 ? ('event' as const) : ('news' as const)
      return {
        number,
        markets: marketSets[number % marketSets.length] ?? ['cro'],
        category: categoryIds[number % categoryIds.length],
        row: {
          type,
          publishedAt,
          eventStart: type === 'event' ? publishedAt : null,
          cover: imageIds.length > 0 ? imageIds[number % imageIds.length] : null,
          _status: 'published',
          createdAt: publishedAt,
          updatedAt: publishedAt,
        },
      }
    })
    const created = await insertRows(
      payload,
      'news',
      items.map(({ row }) => row),
    )
    const rows = items.map((item, index) => ({ ...item, id: created[index] as number }))
    // Each item's one version, its latest and published: the admin lists a collection with drafts from its
    // versions, so an item without one is missing from the admin.
    const versionIds = await insertRows(
      payload,
      '_news_v',
      rows.map(({ id, row }) => ({
        parent: id,
        ...Object.fromEntries(Object.entries(row).map(([key, value]) => [`version_${key}`, value])),
        createdAt: row.updatedAt,
        updatedAt: row.updatedAt,
        latest: true,
      })),
    )
    const texts = rows.flatMap(({ id, number, markets, row }, index) =>
      languagesFor(markets).map((language) => {
        const words = newsWords[language]
        const title = `${row.type === 'event' ? words.event : words.news} ${number + 1}`
        const text = {
          title,
          slug: `${slugFrom(title)}-${id}`,
          excerpt: words.excerpt,
          place: row.type === 'event' ? 'Zagreb' : null,
          content: toLexical([{ type: 'p', text: words.body }]),
        }
        return { id, versionId: versionIds[index], language, text }
      }),
    )
    await insertRows(
      payload,
      'news_locales',
      texts.map(({ id, language, text }) => ({ _parentID: id, _locale: language, ...text })),
    )
    await insertRows(
      payload,
      '_news_v_locales',
      texts.map(({ versionId, language, text }) => ({
        _parentID: versionId,
        _locale: language,
        ...Object.fromEntries(Object.entries(text).map(([key, value]) => [`version_${key}`, value])),
      })),
    )
    const categorised = rows.flatMap(({ id, category }, index) =>
      category === undefined ? [] : [{ id, versionId: versionIds[index], category }],
    )
    // Drizzle names a relationship's column after the related collection's slug.
    await insertRows(
      payload,
      'news_rels',
      categorised.map(({ id, category }) => ({
        parent: id,
        path: 'categories',
        order: 1,
        'news-categoriesID': category,
      })),
    )
    await insertRows(
      payload,
      '_news_v_rels',
      categorised.map(({ versionId, category }) => ({
        parent: versionId,
        path: 'version.categories',
        order: 1,
        'news-categoriesID': category,
      })),
    )
    const offered = (ids: (number | undefined)[]) =>
      rows.flatMap(({ markets }, index) =>
        markets.map((value, order) => ({ parent: ids[index], order: order + 1, value })),
      )
    await insertRows(payload, 'news_markets', offered(rows.map(({ id }) => id)))
    await insertRows(payload, '_news_v_version_markets', offered(versionIds))
  }
}

/** Adds the large volume to a database that has the demo content. */
export async function seedLarge(payload: Payload, log: (message: string) => void): Promise<void> {
  const timed = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now()
    const result = await work()
    log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
    return result
  }
  const imageIds = await timed(`${largeVolume.images} images`, () => seedImages(payload, largeVolume.images))
  await timed(`${largeVolume.pages} pages`, () => seedPages(payload, largeVolume.pages))
  await timed(`${largeVolume.newsItems} news items and events`, () =>
    seedNewsRows(payload, largeVolume.newsItems, imageIds),
  )
}
