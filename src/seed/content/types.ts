import type { ScreenKey } from '@/i18n/screens'
import type { MarketId } from '@/markets/types'

/** A value in Croatian and English (Slovenian and Bosnian: translations/, keyed by the Croatian). */
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
  /**
   * The Slovenian address and title of a page offered on slo (`/storitve/…`); its other Slovenian text is
   * in translations/sl.ts. Bosnian uses the Croatian addresses.
   */
  sl?: { slug: string; title: string }
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

/** A value in Croatian and, when the item is translated, in English. */
type Translated<T> = { hr: T; en?: T }

export type SeedNewsCategory = { slug: Localized<string>; name: Localized<string> }

export type SeedNewsItem = {
  slug: Translated<string>
  title: Translated<string>
  excerpt: Translated<string>
  body: Translated<SeedRichText>
  type: 'news' | 'event'
  /** ISO date, e.g. '2026-10-14'. */
  publishedAt: string
  /** Croatian slugs of the item's categories. */
  categories: string[]
  /** When and where an event is held: ISO date-times, the end only for an event of more than one day. */
  event?: { start: string; end?: string; place: Translated<string> }
  /** Markets in which the item is offered; all three when left out. */
  markets?: MarketId[]
  /** Two colours of the generated cover illustration. */
  coverColours: [string, string]
  /** An illustration in the body, after its first paragraph: its text alternative and two colours. */
  figure?: { alt: Translated<string>; colours: [string, string] }
}
