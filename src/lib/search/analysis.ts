import { stemmer as englishStem } from '@orama/stemmers/english'
import { stemmer as serbianStem } from '@orama/stemmers/serbian'
import type { Locale } from '@/i18n/locales'
import { normalizeSearchText } from '@/i18n/searchText'

/**
 * The language analysis of the site search, the same for the index and the query: words without case and
 * diacritics (`i18n/searchText.ts`), then their stems in the document's language, so that `Rijeci` and `rijeka`,
 * `Dugopolju` and `dugopolje`, `lekarni` and `lekarna` are one word.
 *
 * Croatian, Bosnian and Slovenian share Snowball's Serbian stemmer (Latin script, the South Slavic case endings,
 * `ije`/`je` → `e`, so `ljekarna` and `lekarna` meet); English has Porter's. Words are folded before they are
 * stemmed, so a query typed without diacritics gets the stem of the text that has them.
 */
const stemmers: Record<Locale, (word: string) => string> = {
  hr: serbianStem,
  bs: serbianStem,
  sl: serbianStem,
  en: englishStem,
}

/**
 * A stem's last consonant as it is before the sibilarisation of the dative and locative (`rijeka` → `u Rijeci`,
 * `noga` → `nozi`), which the stemmer leaves: `rec` and `rek` are one stem.
 */
const beforeSibilarisation: Record<string, string> = { c: 'k', z: 'g' }

/** The normalised words of a text (letters and digits), in order. */
export function wordsOf(text: string): string[] {
  return normalizeSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** A normalised word's stem in a language (a word of digits, or of one or two letters, stays as it is). */
export function stemOf(word: string, locale: Locale): string {
  if (word.length <= 2 || /\d/.test(word)) return word
  const stem = stemmers[locale](word)
  if (locale === 'en') return stem
  const last = stem.at(-1) ?? ''
  return last in beforeSibilarisation ? stem.slice(0, -1) + beforeSibilarisation[last] : stem
}

/** How many typing mistakes a word may have and still match: one from five letters, two from seven. */
export function allowedEdits(word: string): number {
  if (word.length >= 7) return 2
  return word.length >= 5 ? 1 : 0
}

/**
 * Whether two words are at most `max` edits apart: a letter wrong, missing, added, or two neighbours swapped
 * (optimal string alignment distance), stopping as soon as a row is past `max`.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  if (a === b) return true
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1)
      }
      row.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return false
    beforePrevious = previous
    previous = row
  }
  return (previous[b.length] ?? max + 1) <= max
}
