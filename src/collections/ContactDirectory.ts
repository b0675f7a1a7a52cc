import type { CollectionConfig, PayloadRequest } from 'payload'
import { anyone, isContentEditor, isContentEditorField } from '@/access/roles'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { cacheTags } from '@/config/cacheTags'
import { validationMessage } from '@/i18n/adminText'
import { marketIds } from '@/markets/types'

const revalidate = revalidateCollection(cacheTags.contactDirectory)
/** Mail addresses and phone numbers are read by staff only: the public API shows key, market and name. */
const staffOnly = { read: isContentEditorField }

/** The departments and services a visitor can write to through the contact form, per market. */
export const ContactDirectory: CollectionConfig = {
  slug: 'contact-directory',
  admin: { useAsTitle: 'displayName', defaultColumns: ['displayName', 'key', 'market', 'mail'], group: 'Contact' },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  indexes: [{ fields: ['key', 'market'], unique: true }],
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Stable name of the entry, e.g. veterina; unique within its market.' },
      validate: (value: unknown, { req }: { req: PayloadRequest }) =>
        typeof value === 'string' && /^[a-z0-9_]+$/.test(value)
          ? true
          : validationMessage(req, 'validation.directoryKey'),
    },
    {
      name: 'market',
      type: 'select',
      required: true,
      options: [...marketIds],
      admin: { position: 'sidebar' },
    },
    { name: 'displayName', type: 'text', localized: true, required: true },
    { name: 'mail', type: 'email', required: true, access: staffOnly },
    { name: 'secondMail', type: 'email', access: staffOnly },
    { name: 'tel', type: 'text', access: staffOnly },
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
}
