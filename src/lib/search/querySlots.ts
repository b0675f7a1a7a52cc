import type { Locale } from '@/i18n/locales'
import { stemOf, wordsOf } from './analysis'
import type { QuerySlot } from './textIndex'

/** Synonyms an editor keeps for a language: each group's terms (a word or a phrase) mean the same. */
export type SynonymGroup = readonly string[]

/** A phrase's words in the same form whatever its case and inflection: their stems. */
const stemsOf = (words: string[], locale: Locale) => words.map((word) => stemOf(word, locale)).join(' ')

/**
 * A query as the index searches it: each word a slot a document must match; a word or phrase that is a term
 * of a synonym group becomes one slot that each of the group's terms fulfils (`kolačići` finds `cookies`,
 * `nuspojava` finds `neželjeni učinak`). One-letter words (`u`, `i`, `v`) are left out when others remain.
 */
export function querySlots(query: string, locale: Locale, groups: readonly SynonymGroup[]): QuerySlot[] {
  const all = wordsOf(query)
  const words = all.some((word) => word.length > 1) ? all.filter((word) => word.length > 1) : all
  const terms = groups.flatMap((group) => {
    const alternatives = group.map(wordsOf).filter((termWords) => termWords.length > 0)
    return alternatives.map((termWords) => ({ termWords, key: stemsOf(termWords, locale), alternatives }))
  })
  const slots: QuerySlot[] = []
  for (let at = 0; at < words.length; ) {
    // The longest term that starts here.
    const term = terms
      .filter(({ termWords, key }) => stemsOf(words.slice(at, at + termWords.length), locale) === key)
      .sort((a, b) => b.termWords.length - a.termWords.length)[0]
    if (term) {
      slots.push({ alternatives: term.alternatives })
      at += term.termWords.length
    } else {
      slots.push({ alternatives: [[words[at] ?? '']] })
      at += 1
    }
  }
  return slots
}
