import type { Block } from 'payload'
import { linkField } from '@/fields/link'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'buttonLabel', type: 'text', required: true },
    {
      name: 'action',
      type: 'radio',
      required: true,
      defaultValue: 'contact',
      options: ['contact', 'link'],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'department',
      type: 'text',
      admin: {
        description: 'Contact directory key to preselect, e.g. "veterina"; none when empty.',
        condition: (_, sibling) => sibling?.action === 'contact',
      },
    },
    { ...linkField(), admin: { condition: (_, sibling) => sibling?.action === 'link' } },
  ],
}
