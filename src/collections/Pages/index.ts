import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/access/roles'
import { layoutField } from '@/blocks'
import { redirectOnMove } from '@/collections/hooks/redirectOnMove'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { draftVersions, previewOptions } from '@/collections/preview'
import { publicPaths } from '@/collections/publicPaths'
import { searchIndexHooks } from '@/collections/SearchEntries/indexDocument'
import { cacheTags } from '@/config/cacheTags'
import { marketsField, offeredInField } from '@/fields/markets'
import { scheduledColumn } from '@/fields/scheduled'
import { seoFields } from '@/fields/seo'
import { computePath, updateChildPaths } from './hooks/computePath'
import { computeOfferedIn } from './hooks/offeredIn'
import { pageSlugField } from './slug'

const searchIndex = searchIndexHooks('pages')
const revalidate = revalidateCollection(cacheTags.pages)

/** The page tree: services, departments, brand pages and any page an editor adds. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'offeredIn', '_status', 'scheduled'],
    group: 'Content',
    ...previewOptions(publicPaths.pages),
  },
  access: contentAccess,
  // Editors order pages by dragging them in the list; a page's children are listed in that order.
  orderable: true,
  versions: draftVersions,
  fields: [
    scheduledColumn(),
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'lead', type: 'textarea', localized: true, admin: { description: 'Introduction under the title.' } },
    layoutField(),
    ...seoFields(),
    pageSlugField(),
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'pages',
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    {
      name: 'path',
      type: 'text',
      localized: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Made from the parent path and the slug.' },
    },
    // The localized field cannot be a list filter (see offeredIn.ts).
    marketsField({
      admin: { position: 'sidebar', description: 'Markets in which this is offered.', disableListFilter: true },
    }),
    offeredInField(),
  ],
  hooks: {
    beforeChange: [computePath, computeOfferedIn, redirectOnMove('pages', publicPaths.pages)],
    afterChange: [updateChildPaths, revalidate.afterChange, searchIndex.afterChange],
    afterDelete: [revalidate.afterDelete, searchIndex.afterDelete],
  },
}
