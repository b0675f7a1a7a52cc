import type { Payload } from 'payload'
import { marketIds } from '@/markets/types'
import { newsCategories, newsItems } from './content/news'
import type { SeedNewsItem } from './content/types'
import { context, type Language } from './context'
import { createLocalized, uploadImage } from './create'
import { newsCover } from './images'
import { toLexical, withUpload } from './lexical'

/** Categories, then the news items with their covers; an item without English copy stays untranslated. */
export async function seedNews(payload: Payload) {
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
