/**
 * Search text without case and without the diacritics of Croatian, Slovenian and Bosnian, so that a visitor
 * who types on a keyboard without them still finds the text: `č` and `ć` become `c`, `š` `s`, `ž` `z`, and
 * `đ` becomes `d` — and so does the digraph `dj` that stands for it (`dogadjaj`, `dogadaj` and `događaj` are
 * one word). The index and the query are normalised alike, so a plain substring comparison does the rest.
 */
type NormalizedText = {
  text: string
  /** For each character of `text`, the index of the original character it came from. */
  origins: number[]
}

function foldCharacter(character: string): string {
  const lower = character.toLowerCase()
  // `đ` has no decomposition; the others lose their combining marks.
  if (lower === 'đ') return 'd'
  return lower.normalize('NFD').replace(/\p{Mn}/gu, '')
}

/** The normalised text and where each of its characters came from (to highlight a match in the original). */
export function normalizeWithOrigins(original: string): NormalizedText {
  let text = ''
  const origins: number[] = []
  let index = 0
  let previous = ''
  for (const character of original) {
    const folded = foldCharacter(character)
    // The `j` of a `dj` (the digraph of `đ`) is dropped.
    if (!(folded === 'j' && previous === 'd')) {
      for (const piece of folded) {
        text += piece
        origins.push(index)
      }
    }
    previous = folded
    index += character.length
  }
  return { text, origins }
}

/** The normalised form of a text or query. */
export function normalizeSearchText(original: string): string {
  return normalizeWithOrigins(original).text
}
