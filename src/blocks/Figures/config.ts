import type { Block } from 'payload'

export const FiguresBlock: Block = {
  slug: 'figures',
  interfaceName: 'FiguresBlock',
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'value', type: 'text', required: true, admin: { description: 'e.g. "6000+" or "24/7"' } },
        { name: 'label', type: 'text', required: true },
      ],
    },
  ],
}
