import type { Block } from 'payload'
import { linkField } from '@/fields/link'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'linkLabel', type: 'text', admin: { description: 'Button text; no button when empty.' } },
    { ...linkField(), admin: { condition: (_, sibling) => Boolean(sibling?.linkLabel) } },
  ],
}
