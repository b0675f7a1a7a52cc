/** Keys of a block whose string values a visitor reads (headings, texts, labels); the rest is configuration. */
const readableKeys = new Set(['heading', 'text', 'label', 'caption', 'buttonLabel', 'lead'])

/**
 * The readable text of a page's blocks or a rich text (Lexical JSON): every text node and every readable
 * field of a block, in document order, joined by spaces.
 */
export function plainText(value: unknown): string {
  const parts: string[] = []
  const visit = (node: unknown, key?: string) => {
    if (typeof node === 'string') {
      if (key && readableKeys.has(key)) parts.push(node)
      return
    }
    if (Array.isArray(node)) {
      for (const item of node) visit(item, key)
      return
    }
    if (node && typeof node === 'object') {
      for (const [childKey, child] of Object.entries(node)) visit(child, childKey)
    }
  }
  visit(value)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}
