import type { Block } from 'payload'

/** Cards that link to the published child pages of the page (services, departments, brands). */
export const ChildPagesBlock: Block = {
  slug: 'childPages',
  interfaceName: 'ChildPagesBlock',
  fields: [{ name: 'heading', type: 'text' }],
}
