import type { Block } from 'payload'
import { linkField } from '@/fields/link'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'buttonLabel', type: 'text', required: true },
    {
      name: 'action',
      type: 'radio',
      required: true,
      defaultValue: 'contact',
      options: [
        { label: 'Open the contact form', value: 'contact' },
        { label: 'Follow a link', value: 'link' },
      ],
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
