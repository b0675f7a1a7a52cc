import { enTranslations } from '@payloadcms/translations/languages/en'
import { hrTranslations } from '@payloadcms/translations/languages/hr'
import { slTranslations } from '@payloadcms/translations/languages/sl'
import { en as ownEn } from '../../../src/i18n/admin/en'
import { hr as ownHr } from '../../../src/i18n/admin/hr'
import { sl as ownSl } from '../../../src/i18n/admin/sl'
import { payloadTextCorrections } from '../../../src/i18n/admin/upstream'

type Texts = Record<string, string>
type Nested = { [key: string]: string | Nested }

function flatten(texts: Nested, prefix = ''): Texts {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}:`)),
    ),
  )
}

/** Payload's texts with our corrections over them, and our own admin dictionary, in one language. */
function adminTexts(payload: Nested, corrections: Nested, own: Texts): Texts {
  return { ...flatten(payload), ...flatten(corrections), ...own }
}

const english = adminTexts(enTranslations, payloadTextCorrections.en, ownEn)
const byLanguage = {
  hr: adminTexts(hrTranslations, payloadTextCorrections.hr, ownHr),
  sl: adminTexts(slTranslations, payloadTextCorrections.sl, ownSl),
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The English admin texts a Croatian or Slovenian screen must not show: each English text that the language
 * translates differently, without placeholders and long enough not to be a word both languages share.
 */
export function englishTextsNotIn(language: keyof typeof byLanguage): RegExp[] {
  const translated = byLanguage[language]
  const phrases = Object.entries(english)
    .filter(([key, text]) => translated[key] !== undefined && translated[key] !== text)
    .map(([, text]) => text.trim())
    .filter((text) => !text.includes('{{') && text.length >= 5 && /^[A-Za-z]/.test(text))
  return [...new Set(phrases)].map((phrase) => new RegExp(`(^|[^\\p{L}])${literal(phrase)}($|[^\\p{L}])`, 'u'))
}

/** What a screen shows when a text was never translated: a raw key, or a label object written as a string. */
export const untranslatedMarks = [
  /\b(general|fields|version|authentication|error|validation|upload|operators|lexical):[a-z][A-Za-z]+/,
  /\b(dashboard|report|schedule|option|validation|account|search)\.[a-z][A-Za-z]+\b/,
  /\[object Object\]/,
  /\bundefined\b|\bNaN\b/,
]
