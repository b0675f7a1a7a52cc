import type { NewsArticle } from '@/lib/cms/news'

type Thing = Record<string, unknown>

type ArticleInput = {
  article: NewsArticle
  /** Absolute address of the article. */
  url: string
  /** Absolute addresses of the cover in its sizes, widest first. */
  images: string[]
  publisher: { name: string; logo: string | null }
}

function organization({ name, logo }: ArticleInput['publisher']): Thing {
  return { '@type': 'Organization', name, ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}) }
}

/** schema.org `NewsArticle` of an item: headline, images, publication and modification dates. */
export function newsArticleData({ article, url, images, publisher }: ArticleInput): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    headline: article.title,
    ...(article.excerpt ? { description: article.excerpt } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    inLanguage: article.language,
    articleSection: article.categories.map(({ name }) => name),
    author: organization(publisher),
    publisher: organization(publisher),
  }
}

/** schema.org `Event` of an item of type event; null for news or an event without its date. */
export function eventData({ article, url, images, publisher }: ArticleInput): Thing | null {
  const { event } = article
  if (!event) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: article.title,
    url,
    ...(article.excerpt ? { description: article.excerpt } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    startDate: event.start,
    ...(event.end ? { endDate: event.end } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: event.place ?? publisher.name, address: event.place ?? publisher.name },
    organizer: { ...organization(publisher), url: new URL(url).origin },
  }
}

/** schema.org `BreadcrumbList` from the home page down to the page itself. */
export function breadcrumbData(trail: { name: string; url: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  }
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script element. */
export function jsonLdText(data: Thing): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
