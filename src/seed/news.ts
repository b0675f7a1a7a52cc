import type { Payload } from 'payload'
import { marketIds } from '@/markets/types'
import { newsCategories, newsItems } from './content/news'
import type { SeedNewsItem } from './content/types'
import { context, uploadLocalized } from './context'
import { createLocalized } from './create'
import { newsCover } from './images'
import { languagesFor, richTextIn, type SeedLanguage, slugFrom, textIn } from './languages'
import { toLexical, withUpload } from './lexical'

/**
 * The languages an item is written in: an item with English copy is translated for the markets that offer
 * it; one without stays Croatian only (and is then offered only where Croatian is read).
 */
function itemLanguages(item: SeedNewsItem): SeedLanguage[] {
  return item.title.en ? languagesFor(item.markets ?? marketIds) : ['hr']
}

/** A text of an item in a language: English where it is written, the others from the Croatian. */
function itemText(value: { hr: string; en?: string }, language: SeedLanguage): string {
  return textIn({ hr: value.hr, en: value.en ?? value.hr }, language)
}

/** Categories, then the news items with their covers. */
export async function seedNews(payload: Payload) {
  const categoryIds = new Map<string, number>()
  for (const category of newsCategories) {
    const id = await createLocalized(payload, 'news-categories', languagesFor(marketIds), (language) => {
      const name = textIn(category.name, language)
      return { name, slug: language === 'hr' || language === 'en' ? category.slug[language] : slugFrom(name) }
    })
    categoryIds.set(category.slug.hr, id)
  }
  for (const [position, item] of newsItems.entries()) {
    const languages = itemLanguages(item)
    const image = async (name: string, colours: [string, string], offset: number, alt: (l: SeedLanguage) => string) =>
      uploadLocalized(
        payload,
        'media',
        { name, data: await newsCover(colours, position + offset), mimetype: 'image/jpeg' },
        languages,
        (language) => ({ alt: alt(language) }),
      )
    const cover = await image(`${item.slug.hr}.jpg`, item.coverColours, 0, (language) =>
      language === 'en'
        ? `Illustration: ${itemText(item.title, 'en')}`
        : `Ilustracija: ${itemText(item.title, language)}`,
    )
    const { figure: seedFigure } = item
    const figure = seedFigure
      ? await image(`${item.slug.hr}-slika.jpg`, seedFigure.colours, 1, (language) =>
          itemText(seedFigure.alt, language),
        )
      : undefined
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
    const [first = 'hr', ...others] = languages
    const created = await payload.create({
      collection: 'news',
      data: { ...shared, ...newsCopy(item, first, figure) },
      locale: first,
      context,
    })
    for (const language of others) {
      const data = newsCopy(item, language, figure)
      await payload.update({ collection: 'news', id: created.id, data, locale: language, context })
    }
  }
}

function newsCopy(item: SeedNewsItem, language: SeedLanguage, figure: number | undefined) {
  const title = itemText(item.title, language)
  const content = toLexical(richTextIn({ hr: item.body.hr, en: item.body.en ?? item.body.hr }, language))
  return {
    title,
    slug: language === 'hr' || language === 'en' ? itemText(item.slug, language) : slugFrom(title),
    excerpt: itemText(item.excerpt, language),
    content: figure === undefined ? content : withUpload(content, 1, figure),
    place: item.event && itemText(item.event.place, language),
  }
}
