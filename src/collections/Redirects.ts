import type { CollectionConfig, PayloadRequest, RequestContext } from 'payload'
import { anyone, isContentEditor } from '@/access/roles'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { cacheTags } from '@/config/cacheTags'
import { signalRedirectsChanged } from '@/config/redirectChanges'
import { marketsField } from '@/fields/markets'
import { validationMessage } from '@/i18n/adminText'

const revalidate = revalidateCollection(cacheTags.redirects)

/**
 * The proxy of every instance reads the redirects again (`lib/cms/redirectTable.ts`); not for the seed and
 * scripts, which, like the cache, run without it.
 */
const signalChange = async <Doc>({ doc, context }: { doc: Doc; context: RequestContext }) => {
  if (!context.disableRevalidate) await signalRedirectsChanged()
  return doc
}

const redirectStatuses = ['301', '302', '307', '308'] as const

/** Old or odd public addresses and where they lead (e.g. a legacy English brand URL). */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'statusCode', 'markets'], group: 'Settings' },
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
    // A redirect to a page one market offers would lead the other markets' visitors to a 404 page: there the old
    // address answers 404 itself.
    marketsField({
      localized: false,
      required: false,
      admin: {
        position: 'sidebar',
        description: 'Markets on which the redirect applies; every market when none is chosen.',
      },
    }),
  ],
  hooks: {
    afterChange: [revalidate.afterChange, signalChange],
    afterDelete: [revalidate.afterDelete, signalChange],
  },
}
