/** Keys of a block whose string values a visitor reads as text (the rest is configuration). */
const readableKeys = new Set(['text', 'label', 'caption', 'buttonLabel', 'lead'])
/** Keys of a block whose string value is a heading. */
const headingKeys = new Set(['heading'])
/** Lexical's block-level nodes: each is a paragraph (or heading) of its own, never run into the next one. */
const lexicalBlocks = new Set(['paragraph', 'heading', 'listitem', 'quote'])

/** The readable text of a document, kept apart: its headings, and its paragraphs in document order. */
type ReadableText = { headings: string[]; paragraphs: string[] }

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The text of a Lexical node's inline children (text, links, line breaks), joined as written. */
function inlineText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { type, text, children } = node as { type?: string; text?: unknown; children?: unknown }
  if (type === 'linebreak') return ' '
  if (typeof text === 'string') return text
  return Array.isArray(children) ? children.map(inlineText).join('') : ''
}

/**
 * The readable text of a page's blocks or a rich text (Lexical JSON): each Lexical paragraph, list item and
 * heading, and each readable field of a block, in document order, headings apart from the paragraphs.
 */
export function readableText(value: unknown): ReadableText {
  const result: ReadableText = { headings: [], paragraphs: [] }
  const push = (list: string[], text: string) => {
    const tidied = tidy(text)
    if (tidied) list.push(tidied)
  }
  const visit = (node: unknown, key?: string) => {
    if (typeof node === 'string') {
      if (key && headingKeys.has(key)) push(result.headings, node)
      else if (key && readableKeys.has(key)) push(result.paragraphs, node)
      return
    }
    if (Array.isArray(node)) {
      for (const item of node) visit(item, key)
      return
    }
    if (!node || typeof node !== 'object') return
    const type = (node as { type?: unknown }).type
    if (typeof type === 'string' && lexicalBlocks.has(type)) {
      push(type === 'heading' ? result.headings : result.paragraphs, inlineText(node))
      return
    }
    for (const [childKey, child] of Object.entries(node)) visit(child, childKey)
  }
  visit(value)
  return result
}
