import type { MarketId } from '@/markets/types'
import { bosnian } from './content/translations/bs'
import { slovenian } from './content/translations/sl'
import type { Localized, SeedRichText } from './content/types'

/**
 * The demo content is written in Croatian and English; Slovenian and Bosnian are translated from the
 * Croatian (content/translations) and written only for what the market that speaks them offers.
 */
export type SeedLanguage = 'hr' | 'en' | 'sl' | 'bs'
type TranslatedLanguage = Exclude<SeedLanguage, 'hr' | 'en'>

const readers: Record<TranslatedLanguage, MarketId> = { sl: 'slo', bs: 'bih' }
const dictionaries: Record<TranslatedLanguage, Record<string, string>> = { sl: slovenian, bs: bosnian }

/** The languages in which content offered in these markets is written: hr and en, and each market's own. */
export function languagesFor(markets: readonly MarketId[]): SeedLanguage[] {
  const translated = (Object.keys(readers) as TranslatedLanguage[]).filter((language) =>
    markets.includes(readers[language]),
  )
  return ['hr', 'en', ...translated]
}

function translate(language: TranslatedLanguage, croatian: string): string {
  const text = dictionaries[language][croatian]
  // A missing translation stops the seed: the page would otherwise show Croatian to a Slovenian or Bosnian visitor.
  if (text === undefined) throw new Error(`The demo content has no ${language} text for “${croatian}”.`)
  return text
}

/** A text of the demo content in a language. */
export function textIn(value: Localized<string>, language: SeedLanguage): string {
  return language === 'hr' || language === 'en' ? value[language] : translate(language, value.hr)
}

/** A rich text of the demo content in a language. */
export function richTextIn(value: Localized<SeedRichText>, language: SeedLanguage): SeedRichText {
  if (language === 'hr' || language === 'en') return value[language]
  return value.hr.map((node) =>
    'items' in node
      ? { ...node, items: node.items.map((item) => translate(language, item)) }
      : { ...node, text: translate(language, node.text) },
  )
}

/** An address segment made from a title: lower case, without diacritics, words joined by hyphens. */
export function slugFrom(title: string): string {
  return title
    .replaceAll('đ', 'd')
    .replaceAll('Đ', 'D')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
