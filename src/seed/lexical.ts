import { randomBytes } from 'node:crypto'
import type { RichTextBlock } from '@/payload-types'
import type { SeedRichText } from './content/types'

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

function textNode(text: string) {
  return { type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }
}

/** Turns the seed's plain rich-text structures into Lexical's editor state. */
export function toLexical(content: SeedRichText): RichTextBlock['content'] {
  const children = content.map((node) => {
    if ('items' in node) {
      return {
        ...base,
        type: 'list',
        listType: node.type === 'ul' ? 'bullet' : 'number',
        tag: node.type,
        start: 1,
        children: node.items.map((item, index) => ({
          ...base,
          type: 'listitem',
          value: index + 1,
          children: [textNode(item)],
        })),
      }
    }
    if (node.type === 'p') {
      return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [textNode(node.text)] }
    }
    return { ...base, type: 'heading', tag: node.type, children: [textNode(node.text)] }
  })
  return { root: { ...base, type: 'root', children } } as RichTextBlock['content']
}

type LexicalContent = NonNullable<RichTextBlock['content']>

/** Rich text with an uploaded image inserted before the node at `position`. */
export function withUpload(content: LexicalContent, position: number, mediaId: number): LexicalContent {
  const upload = {
    type: 'upload',
    version: 3,
    format: '',
    // Lexical needs an id of its own on every node with sub-fields.
    id: randomBytes(12).toString('hex'),
    fields: null,
    relationTo: 'media',
    value: mediaId,
  }
  const children = [...content.root.children]
  children.splice(position, 0, upload)
  return { ...content, root: { ...content.root, children } }
}
