import type { Block } from 'payload'
import { imageField } from '@/fields/image'
import { linkField } from '@/fields/link'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    imageField({ name: 'image' }),
    { name: 'linkLabel', type: 'text', admin: { description: 'Button text; no button when empty.' } },
    { ...linkField(), admin: { condition: (_, sibling) => Boolean(sibling?.linkLabel) } },
  ],
}
