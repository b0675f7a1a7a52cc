import type { CollectionConfig } from 'payload'
import { isAdmin, isContentEditor, nobody } from '@/access/roles'
import { noEditLocks } from '@/collections/personalData'
import { locales } from '@/i18n/locales'
import { marketIds } from '@/markets/types'

/**
 * Messages sent through the contact form, saved before the visitor sees success. Only the contact
 * endpoint writes them (through the Local API); staff read them, nobody reads them anonymously.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'departmentName', 'createdAt'],
    group: 'Contact',
  },
  lockDocuments: noEditLocks,
  access: { read: isContentEditor, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'department', type: 'relationship', relationTo: 'contact-directory', required: true },
    {
      name: 'departmentName',
      type: 'text',
      required: true,
      admin: { description: 'The name of the department as the visitor saw it.' },
    },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'message', type: 'textarea', required: true },
    { name: 'privacyAccepted', type: 'checkbox', required: true },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: [...locales],
      admin: { position: 'sidebar' },
    },
    {
      name: 'market',
      type: 'select',
      required: true,
      options: [...marketIds],
      admin: { position: 'sidebar' },
    },
  ],
}
