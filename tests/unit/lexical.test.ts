import { describe, expect, it } from 'vitest'
import { toLexical } from '@/seed/lexical'

describe('seed rich text', () => {
  it('turns headings, paragraphs and lists into Lexical nodes in order', () => {
    const state = toLexical([
      { type: 'h2', text: 'Povijest' },
      { type: 'p', text: 'Od 1990. godine.' },
      { type: 'ul', items: ['ISO 9001:2015', 'GMP'] },
    ]) as unknown as { root: { children: { type: string; tag?: string; children: { text?: string }[] }[] } }
    const [heading, paragraph, list] = state.root.children
    expect(heading).toMatchObject({ type: 'heading', tag: 'h2', children: [{ text: 'Povijest' }] })
    expect(paragraph).toMatchObject({ type: 'paragraph', children: [{ text: 'Od 1990. godine.' }] })
    expect(list).toMatchObject({ type: 'list', tag: 'ul' })
    expect(list?.children).toHaveLength(2)
  })
})
