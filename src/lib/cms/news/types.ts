import type { Locale } from '@/i18n/locales'
import type { Media, News, NewsCategory } from '@/payload-types'

/** A localized field read with `locale: 'all'`: its value in each locale that has one. */
export type InAllLocales<T> = Partial<Record<Locale, T | null>>

export type Localized<Doc, Keys extends keyof Doc> = Omit<Doc, Keys> & {
  [Key in Keys]: InAllLocales<NonNullable<Doc[Key]>>
}
export type CategoryDoc = Localized<NewsCategory, 'name' | 'slug'>
type MediaDoc = Localized<Media, 'alt'>
export type NewsDoc = Omit<
  Localized<News, 'title' | 'slug' | 'excerpt' | 'place'>,
  'categories' | 'cover' | 'content'
> & {
  categories?: (number | CategoryDoc)[] | null
  cover?: number | MediaDoc | null
}

/** A category's slug and name in every locale (a missing translation falls back to Croatian). */
export type NewsCategoryEntry = { id: number; slug: Record<Locale, string>; name: Record<Locale, string> }
type NewsCategoryLabel = { id: number; slug: string; name: string }
export type CoverImage = {
  url: string
  width: number
  height: number
  alt: string
  /** The upload's sizes, narrowest first, for `srcset`. */
  sources: { url: string; width: number }[]
  /** The point the editor set to keep in view where the image is cropped, as `object-position`. */
  focalPoint: string
}
type NewsEvent = { start: string; end: string | null; place: string | null }

/** A news item or event as a list shows it, in one locale. */
export type NewsCard = {
  id: number
  /** Language of the title, excerpt and body: the requested locale, or the market's own on its English pages. */
  language: Locale
  title: string
  /** The slug of the item's address in the requested locale (in the language it is shown in). */
  slug: string
  excerpt: string | null
  type: News['type']
  publishedAt: string
  event: NewsEvent | null
  categories: NewsCategoryLabel[]
  cover: CoverImage | null
}

export type NewsArticle = NewsCard & {
  content: News['content']
  updatedAt: string
  /** The slug of the item's address in each of the market's locales that offers it. */
  slugs: Partial<Record<Locale, string>>
}

export type NewsPage = { items: NewsCard[]; page: number; totalPages: number; category: NewsCategoryEntry | null }
