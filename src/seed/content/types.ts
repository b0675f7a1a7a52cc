import type { ScreenKey } from '@/i18n/screens'
import type { MarketId } from '@/markets/types'

/** A value in Croatian and English. */
export type Localized<T> = { hr: T; en: T }

/** Rich text written as plain structures; the seed turns it into the CMS's rich-text format. */
export type SeedRichText = Array<{ type: 'h2' | 'h3' | 'p'; text: string } | { type: 'ul' | 'ol'; items: string[] }>

export type SeedBlock =
  | { blockType: 'richText'; content: Localized<SeedRichText> }
  | { blockType: 'figures'; heading: Localized<string>; items: { value: string; label: Localized<string> }[] }
  | { blockType: 'childPages'; heading: Localized<string> }
  | {
      blockType: 'callToAction'
      heading: Localized<string>
      text: Localized<string>
      buttonLabel: Localized<string>
      department: string
    }
  | {
      blockType: 'timeline' | 'locations' | 'certificates' | 'memberships' | 'distributors'
      heading: Localized<string>
    }

export type SeedPage = {
  slug: Localized<string>
  title: Localized<string>
  lead: Localized<string>
  /** Search-engine description, at most about 160 characters. */
  description: Localized<string>
  /** Markets in which the page is offered, per language; all three in both when left out. */
  markets?: Localized<MarketId[]>
  layout: SeedBlock[]
  children?: SeedPage[]
}

export type SeedScreen = {
  screen: ScreenKey
  title: Localized<string>
  /** Title in search results and the browser tab, when it should differ from the title. */
  metaTitle?: Localized<string>
  lead: Localized<string>
  description: Localized<string>
  layout: SeedBlock[]
}

export type SeedNewsItem = {
  slug: Localized<string>
  title: Localized<string>
  excerpt: Localized<string>
  body: Localized<SeedRichText>
  type: 'news' | 'event'
  /** ISO date, e.g. '2026-10-14'. */
  publishedAt: string
}
