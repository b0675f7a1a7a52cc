import type { Locale } from '@/i18n/locales'
import { allowedEdits, stemOf, withinEdits, wordsOf } from './analysis'

/** Where in a document a word stands, and what that is worth to the ranking: title above headings above text. */
const fieldWeights = { title: 10, headings: 4, text: 1 } as const
type Field = keyof typeof fieldWeights

/** How well a document's word matches a query's: the same word or stem, the query's beginning, or a typo away. */
const matchQualities = { exact: 1, prefix: 0.8, typo: 0.4 } as const

/** One document of the index with its text in normalised form, per field. */
type IndexableEntry = { id: number; title: string; headings: string; text: string; expiresAt: number | null }

/** A query's part that a document must match: one of its alternatives (a word, or a synonym's words) fully. */
export type QuerySlot = { alternatives: string[][] }

type RankedEntry = { id: number; score: number; exact: boolean; wholeTitle: boolean }

/** The shortest stem whose longer stems still match it (`dogada` finds `dogadanj`); shorter ones say too little. */
const minimumPrefixStem = 4

/**
 * The search index of one market and language, kept in memory: for each normalised word, the documents that
 * have it and in which field; for each stem, its words. Built from the `search-entries` rows and updated one
 * entry at a time, so that a publish costs one entry's work.
 */
export class TextIndex {
  private readonly entries = new Map<number, IndexableEntry & { fields: Map<string, Field> }>()
  private readonly postings = new Map<string, Map<number, Field>>()
  private readonly wordsOfStem = new Map<string, Set<string>>()
  private readonly stems = new Map<string, string>()
  private expansions = new Map<string, Map<string, number>>()

  constructor(readonly locale: Locale) {}

  get size(): number {
    return this.entries.size
  }

  ids(): number[] {
    return [...this.entries.keys()]
  }

  private stem(word: string): string {
    let stem = this.stems.get(word)
    if (stem === undefined) {
      stem = stemOf(word, this.locale)
      this.stems.set(word, stem)
    }
    return stem
  }

  add(entry: IndexableEntry): void {
    this.remove(entry.id)
    const fields = new Map<string, Field>()
    // The best field wins: a word of the title that recurs in the text counts as a title word.
    for (const field of ['text', 'headings', 'title'] as const) {
      for (const word of wordsOf(entry[field])) fields.set(word, field)
    }
    this.entries.set(entry.id, { ...entry, fields })
    for (const [word, field] of fields) {
      let posting = this.postings.get(word)
      if (!posting) {
        posting = new Map()
        this.postings.set(word, posting)
        const stem = this.stem(word)
        this.wordsOfStem.set(stem, (this.wordsOfStem.get(stem) ?? new Set()).add(word))
        this.expansions = new Map()
      }
      posting.set(entry.id, field)
    }
  }

  remove(id: number): void {
    const entry = this.entries.get(id)
    if (!entry) return
    this.entries.delete(id)
    for (const word of entry.fields.keys()) {
      const posting = this.postings.get(word)
      posting?.delete(id)
      if (posting?.size === 0) {
        this.postings.delete(word)
        this.wordsOfStem.get(this.stem(word))?.delete(word)
        this.expansions = new Map()
      }
    }
  }

  /** The index's words that a query word matches, each with the quality of the match. */
  expand(queryWord: string): Map<string, number> {
    const known = this.expansions.get(queryWord)
    if (known) return known
    const matches = new Map<string, number>()
    const better = (word: string, quality: number) => {
      if ((matches.get(word) ?? 0) < quality) matches.set(word, quality)
    }
    const queryStem = this.stem(queryWord)
    const edits = allowedEdits(queryWord)
    for (const [stem, words] of this.wordsOfStem) {
      const quality =
        stem === queryStem
          ? matchQualities.exact
          : queryStem.length >= minimumPrefixStem && stem.startsWith(queryStem)
            ? matchQualities.prefix
            : 0
      if (quality > 0) for (const word of words) better(word, quality)
    }
    for (const word of this.postings.keys()) {
      if (word === queryWord) better(word, matchQualities.exact)
      else if (word.startsWith(queryWord)) better(word, matchQualities.prefix)
      else if (edits > 0 && withinEdits(queryWord, word, edits)) better(word, matchQualities.typo)
    }
    if (this.expansions.size > 5000) this.expansions = new Map()
    this.expansions.set(queryWord, matches)
    return matches
  }

  /**
   * The documents that match every slot of a query, best first: those matched without a typo before the
   * others; among them, a title that holds the whole query first, then by the weight of the fields matched,
   * then by title.
   */
  search(slots: QuerySlot[], now: number): RankedEntry[] {
    if (slots.length === 0) return []
    const slotScores = slots.map((slot) => this.scoreSlot(slot))
    const ranked: RankedEntry[] = []
    const [first, ...rest] = slotScores
    for (const [id, best] of first ?? []) {
      const entry = this.entries.get(id)
      if (!entry || (entry.expiresAt !== null && entry.expiresAt < now)) continue
      let score = best.score
      let exact = best.exact
      let wholeTitle = best.wholeTitle
      let matchedAll = true
      for (const scores of rest) {
        const match = scores.get(id)
        if (!match) {
          matchedAll = false
          break
        }
        score += match.score
        exact &&= match.exact
        wholeTitle &&= match.wholeTitle
      }
      if (matchedAll) ranked.push({ id, score, exact, wholeTitle })
    }
    const titleOf = (id: number) => this.entries.get(id)?.title ?? ''
    return ranked.sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) ||
        Number(b.wholeTitle) - Number(a.wholeTitle) ||
        b.score - a.score ||
        titleOf(a.id).localeCompare(titleOf(b.id)),
    )
  }

  /** The words of the index that a query's slots matched (to highlight them in the results). */
  matchedWords(slots: QuerySlot[]): Set<string> {
    const words = new Set<string>()
    for (const slot of slots) {
      for (const alternative of slot.alternatives) {
        for (const word of alternative) for (const match of this.expand(word).keys()) words.add(match)
      }
    }
    return words
  }

  /** Per document, the best of a slot's alternatives: its score, and whether it matched exactly and in the title. */
  private scoreSlot(slot: QuerySlot): Map<number, { score: number; exact: boolean; wholeTitle: boolean }> {
    const best = new Map<number, { score: number; exact: boolean; wholeTitle: boolean }>()
    for (const alternative of slot.alternatives) {
      const perWord = alternative.map((word) => this.documentsOf(word))
      const [first, ...rest] = perWord
      for (const [id, match] of first ?? []) {
        let score = match.score
        let exact = match.exact
        let wholeTitle = match.inTitle && match.exact
        let matchedAll = true
        for (const documents of rest) {
          const other = documents.get(id)
          if (!other) {
            matchedAll = false
            break
          }
          score += other.score
          exact &&= other.exact
          wholeTitle &&= other.inTitle && other.exact
        }
        if (!matchedAll) continue
        const result = { score: score / alternative.length, exact, wholeTitle }
        const previous = best.get(id)
        if (!previous || rankOf(result) > rankOf(previous)) best.set(id, result)
      }
    }
    return best
  }

  /** The documents that hold a query word in some form, each with its best match. */
  private documentsOf(queryWord: string): Map<number, { score: number; exact: boolean; inTitle: boolean }> {
    const documents = new Map<number, { score: number; exact: boolean; inTitle: boolean }>()
    for (const [word, quality] of this.expand(queryWord)) {
      for (const [id, field] of this.postings.get(word) ?? []) {
        const candidate = {
          score: quality * fieldWeights[field],
          exact: quality > matchQualities.typo,
          inTitle: field === 'title',
        }
        const previous = documents.get(id)
        if (!previous || rankOf(candidate) > rankOf(previous)) documents.set(id, candidate)
      }
    }
    return documents
  }
}

/** Orders two matches of one word: without a typo first, then by score. */
function rankOf(match: { score: number; exact: boolean }): number {
  return (match.exact ? 1000 : 0) + match.score
}
