import { normalizeWithOrigins } from '@/i18n/searchText'

type TextSegment = { text: string; match: boolean }

/** Where the query's (normalised) words occur in the original text: merged [start, end) ranges. */
function matchRanges(original: string, words: string[]): [number, number][] {
  const { text, origins } = normalizeWithOrigins(original)
  const ranges: [number, number][] = []
  for (const word of words) {
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) {
      const last = origins[at + word.length - 1] ?? 0
      const lastLength = (original.codePointAt(last) ?? 0) > 0xffff ? 2 : 1
      ranges.push([origins[at] ?? 0, last + lastLength])
    }
  }
  ranges.sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const range of ranges) {
    const previous = merged.at(-1)
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1])
    else merged.push([...range])
  }
  return merged
}

/** The text cut into the parts that match the query's words and the parts between them. */
export function highlightSegments(original: string, words: string[]): TextSegment[] {
  const segments: TextSegment[] = []
  let position = 0
  for (const [start, end] of matchRanges(original, words)) {
    if (start > position) segments.push({ text: original.slice(position, start), match: false })
    segments.push({ text: original.slice(start, end), match: true })
    position = end
  }
  if (position < original.length) segments.push({ text: original.slice(position), match: false })
  return segments
}

/** About `length` characters of the text around its first match (its beginning when nothing matches). */
export function excerptAround(original: string, words: string[], length = 200): string {
  if (original.length <= length) return original
  const first = matchRanges(original, words)[0]?.[0] ?? 0
  const start = Math.max(0, Math.min(first - Math.floor(length / 3), original.length - length))
  // Cut at word boundaries, and say where text was left out.
  const from = start === 0 ? 0 : original.indexOf(' ', start) + 1
  const to = original.lastIndexOf(' ', start + length)
  const end = to > from ? to : start + length
  return `${from > 0 ? '… ' : ''}${original.slice(from, end)}${end < original.length ? ' …' : ''}`
}
