import { getTranslations } from 'next-intl/server'
import { escapeXml as xml } from '@/config/xmlText'
import type { Locale } from '@/i18n/locales'
import type { NewsCard } from '@/lib/cms/news'
import { newsFeedHref } from './listAddress'

/** The `<link rel="alternate" type="application/rss+xml">` of a locale's feed, for a page's metadata. */
export async function newsFeedLinks(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'News' })
  return { 'application/rss+xml': [{ url: newsFeedHref(locale), title: t('feedTitle') }] }
}

type Feed = {
  locale: Locale
  title: string
  description: string
  /** Absolute addresses of the list page and of the feed itself. */
  link: string
  self: string
  items: (Pick<NewsCard, 'title' | 'excerpt' | 'publishedAt' | 'categories'> & { link: string })[]
}

/** An RSS 2.0 document of the newest items. */
export function renderNewsFeed(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      '<item>',
      `<title>${xml(item.title)}</title>`,
      `<link>${xml(item.link)}</link>`,
      `<guid isPermaLink="true">${xml(item.link)}</guid>`,
      `<pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      ...(item.excerpt ? [`<description>${xml(item.excerpt)}</description>`] : []),
      ...item.categories.map(({ name }) => `<category>${xml(name)}</category>`),
      '</item>',
    ].join(''),
  )
  const lastBuild = feed.items[0]?.publishedAt
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xml(feed.title)}</title>`,
    `<link>${xml(feed.link)}</link>`,
    `<description>${xml(feed.description)}</description>`,
    `<language>${feed.locale}</language>`,
    `<atom:link href="${xml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [`<lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n')
}
