import type { BlocksField } from 'payload'
import { ChildPagesBlock } from './ChildPages/config'
import { FiguresBlock } from './Figures/config'
import { RichTextBlock } from './RichText/config'

/** The blocks an editor composes pages and screens from; each language has its own layout. */
export const layoutField = (): BlocksField => ({
  name: 'layout',
  type: 'blocks',
  localized: true,
  blocks: [RichTextBlock, FiguresBlock, ChildPagesBlock],
})
