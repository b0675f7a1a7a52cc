import type { Block } from 'payload'
import { imageField } from '@/fields/image'
import { linkField } from '@/fields/link'

export const BrandLogosBlock: Block = {
  slug: 'brandLogos',
  interfaceName: 'BrandLogosBlock',
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'brands',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'name', type: 'text', required: true },
        imageField({ name: 'logo', required: true }),
        linkField(),
      ],
    },
  ],
}
