import type { CollectionConfig, PayloadRequest } from 'payload'
import { anyone, isContentEditor } from '@/access/roles'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { cacheTags } from '@/config/cacheTags'
import { validationMessage } from '@/i18n/adminText'

const revalidate = revalidateCollection(cacheTags.redirects)

const redirectStatuses = ['301', '302', '307', '308'] as const

/** Old or odd public addresses and where they lead (e.g. a legacy English brand URL). */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'statusCode'], group: 'Settings' },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Public path, e.g. /en/sluzbe/marketing-zastupstva/galderma/daylong' },
      validate: (value: unknown, { req }: { req: PayloadRequest }) =>
        typeof value === 'string' && value.startsWith('/') ? true : validationMessage(req, 'validation.redirectFrom'),
    },
    { name: 'to', type: 'text', required: true, admin: { description: 'Path or full address.' } },
    {
      name: 'statusCode',
      type: 'select',
      required: true,
      defaultValue: '302',
      options: [...redirectStatuses],
    },
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
}
