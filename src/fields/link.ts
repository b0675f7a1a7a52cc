import type { GroupField } from 'payload'
import { screenKeys } from '@/i18n/screens'

/** A link to a CMS page, a fixed screen of the site, or an external address. */
export const linkField = (): GroupField => ({
  name: 'link',
  type: 'group',
  fields: [
    {
      name: 'type',
      type: 'radio',
      required: true,
      defaultValue: 'page',
      options: ['page', 'screen', 'url'],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      required: true,
      admin: { condition: (_, sibling) => sibling?.type === 'page' },
    },
    {
      name: 'screen',
      type: 'select',
      required: true,
      options: [...screenKeys],
      admin: { condition: (_, sibling) => sibling?.type === 'screen' },
    },
    {
      name: 'url',
      type: 'text',
      required: true,
      admin: { condition: (_, sibling) => sibling?.type === 'url' },
    },
  ],
})
