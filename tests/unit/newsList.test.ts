import { describe, expect, it } from 'vitest'
import { renderNewsFeed } from '@/features/news/feed'
import { newsListHref, newsListViewOf, newsListViewRewrite } from '@/features/news/listAddress'
import { breadcrumbData, eventData, jsonLdText, newsArticleData } from '@/features/news/structuredData'
import type { NewsArticle } from '@/lib/cms/news'

const site = 'http://localhost:3029'
const rewrite = (path: string) => newsListViewRewrite(new URL(path, site))?.toString().replace(site, '') ?? null

describe('addresses of the news list', () => {
  it('put the category and the page number from 2 on in the query of the localized list path', () => {
    expect(newsListHref('hr', { category: null, page: 1 })).toBe('/novosti-i-dogadanja')
    expect(newsListHref('hr', { category: null, page: 2 })).toBe('/novosti-i-dogadanja?page=2')
    expect(newsListHref('en', { category: 'education', page: 3 })).toBe('/en/news-and-events?category=education&page=3')
  })

  it('send a list address with a category or page to the statically generated view, and nothing else', () => {
    expect(rewrite('/hr/novosti-i-dogadanja?page=2')).toBe('/hr/novosti-i-dogadanja/popis/_all/2')
    expect(rewrite('/en/novosti-i-dogadanja?category=education')).toBe('/en/novosti-i-dogadanja/popis/education/1')
    expect(rewrite('/hr/novosti-i-dogadanja?category=veterina&page=2&utm_source=x')).toBe(
      '/hr/novosti-i-dogadanja/popis/veterina/2?utm_source=x',
    )
    expect(rewrite('/hr/novosti-i-dogadanja')).toBeNull()
    expect(rewrite('/hr/novosti-i-dogadanja?utm_source=x')).toBeNull()
    expect(rewrite('/hr/novosti-i-dogadanja/neki-clanak?page=2')).toBeNull()
    expect(rewrite('/hr/o-nama?page=2')).toBeNull()
  })

  it('read a view from the route, refusing a page that is not a whole number from 1', () => {
    expect(newsListViewOf('_all', '1')).toEqual({ category: null, page: 1 })
    expect(newsListViewOf('veterina', '2')).toEqual({ category: 'veterina', page: 2 })
    for (const page of ['0', '-1', '1.5', 'abc', '', '01', '9999999']) expect(newsListViewOf('_all', page)).toBeNull()
  })
})

const article: NewsArticle = {
  id: 1,
  language: 'en',
  title: 'Dental Days <in> Rijeka',
  slug: 'dental-days',
  excerpt: 'Two days & workshops',
  type: 'event',
  publishedAt: '2026-05-28T00:00:00.000Z',
  updatedAt: '2026-05-29T10:00:00.000Z',
  event: { start: '2026-06-19T09:00:00.000Z', end: '2026-06-20T15:00:00.000Z', place: 'Rijeka' },
  categories: [{ id: 3, slug: 'dental-medicine', name: 'Dental medicine' }],
  cover: null,
  content: null,
  slugs: { hr: 'stomatoloski-dani', en: 'dental-days', sl: 'stomatoloski-dani', bs: 'stomatoloski-dani' },
}
const input = {
  article,
  url: `${site}/en/news-and-events/dental-days`,
  images: [`${site}/api/media/file/cover.jpg`],
  publisher: { name: 'Demo Medika', logo: null },
}

describe('structured data of a news item', () => {
  it('describes the article as a NewsArticle with headline, images and both dates', () => {
    expect(newsArticleData(input)).toMatchObject({
      '@type': 'NewsArticle',
      headline: article.title,
      image: input.images,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
    })
  })

  it('describes an event as an Event with its dates and place, and news as none', () => {
    expect(eventData(input)).toMatchObject({
      '@type': 'Event',
      name: article.title,
      startDate: article.event?.start,
      endDate: article.event?.end,
      location: { '@type': 'Place', name: 'Rijeka' },
    })
    expect(eventData({ ...input, article: { ...article, type: 'news', event: null } })).toBeNull()
  })

  it('numbers the breadcrumb trail from 1', () => {
    const trail = breadcrumbData([
      { name: 'Home', url: `${site}/en` },
      { name: 'News', url: `${site}/en/news-and-events` },
    ])
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/en` },
      { '@type': 'ListItem', position: 2, name: 'News', item: `${site}/en/news-and-events` },
    ])
  })

  it('cannot close its script element', () => {
    expect(jsonLdText({ headline: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})

describe('the RSS feed', () => {
  it('is RSS 2.0 with each item’s title, link, date, description and categories, escaped', () => {
    const feed = renderNewsFeed({
      locale: 'en',
      title: 'News',
      description: 'News of Demo',
      link: `${site}/en/news-and-events`,
      self: `${site}/feed/en.xml`,
      items: [{ ...article, link: input.url }],
    })
    expect(feed).toContain('<rss version="2.0"')
    expect(feed).toContain('<title>Dental Days &lt;in&gt; Rijeka</title>')
    expect(feed).toContain(`<link>${input.url}</link>`)
    expect(feed).toContain('<pubDate>Thu, 28 May 2026 00:00:00 GMT</pubDate>')
    expect(feed).toContain('<description>Two days &amp; workshops</description>')
    expect(feed).toContain('<category>Dental medicine</category>')
    expect(feed).toContain('<language>en</language>')
  })
})
