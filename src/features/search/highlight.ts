import { normalizeWithOrigins } from '@/i18n/searchText'

type TextSegment = { text: string; match: boolean }

/** Where the words of a text whose normalised form is one of `matched` stand in it: [start, end) ranges. */
function matchRanges(original: string, matched: ReadonlySet<string>): [number, number][] {
  const { text, origins } = normalizeWithOrigins(original)
  const ranges: [number, number][] = []
  for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (!matched.has(word[0])) continue
    const at = word.index
    const last = origins[at + word[0].length - 1] ?? 0
    const lastLength = (original.codePointAt(last) ?? 0) > 0xffff ? 2 : 1
    ranges.push([origins[at] ?? 0, last + lastLength])
  }
  return ranges
}

/** The text cut into the words that matched the query and the parts between them. */
export function highlightSegments(original: string, matched: ReadonlySet<string>): TextSegment[] {
  const segments: TextSegment[] = []
  let position = 0
  for (const [start, end] of matchRanges(original, matched)) {
    if (start > position) segments.push({ text: original.slice(position, start), match: false })
    segments.push({ text: original.slice(start, end), match: true })
    position = end
  }
  if (position < original.length) segments.push({ text: original.slice(position), match: false })
  return segments
}

/** A text's sentences, paragraph by paragraph (a paragraph is a line: a heading or a list item is one too). */
function sentencesOf(text: string): string[][] {
  return text
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => paragraph.split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}„“"(])/u))
}

/** How many different matched words a sentence holds. */
function matchesIn(sentence: string, matched: ReadonlySet<string>): number {
  const { text } = normalizeWithOrigins(sentence)
  return new Set((text.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => matched.has(word))).size
}

/** A sentence cut to about `length` characters around its first match, at word boundaries. */
function cutAround(sentence: string, matched: ReadonlySet<string>, length: number): string {
  if (sentence.length <= length) return sentence
  const first = matchRanges(sentence, matched)[0]?.[0] ?? 0
  const start = Math.max(0, Math.min(first - Math.floor(length / 3), sentence.length - length))
  const from = start === 0 ? 0 : sentence.indexOf(' ', start) + 1
  const to = sentence.lastIndexOf(' ', start + length)
  const end = to > from ? to : start + length
  return `${from > 0 ? '… ' : ''}${sentence.slice(from, end)}${end < sentence.length ? ' …' : ''}`
}

/**
 * The excerpt of a result: the sentence that holds the most of the matched words (the first sentence when none
 * does), with the next sentence of its paragraph while it fits in about `length` characters. Never more than
 * one paragraph, so a heading or a list item is not run into the text after it.
 */
export function excerptOf(text: string, matched: ReadonlySet<string>, length = 240): string {
  let best = { paragraph: [] as string[], at: 0, count: -1 }
  for (const paragraph of sentencesOf(text)) {
    paragraph.forEach((sentence, at) => {
      const count = matchesIn(sentence, matched)
      if (count > best.count) best = { paragraph, at, count }
    })
  }
  const sentence = best.paragraph[best.at]
  if (sentence === undefined) return ''
  let excerpt = cutAround(sentence, matched, length)
  for (const next of best.paragraph.slice(best.at + 1)) {
    if (excerpt.length + next.length + 1 > length) break
    excerpt = `${excerpt} ${next}`
  }
  return excerpt
}
