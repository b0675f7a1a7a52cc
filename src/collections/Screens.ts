import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/access/roles'
import { layoutField } from '@/blocks'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { draftVersions, previewOptions } from '@/collections/preview'
import { publicPaths } from '@/collections/publicPaths'
import { searchIndexHooks } from '@/collections/SearchEntries/indexDocument'
import { cacheTags } from '@/config/cacheTags'
import { scheduledColumn } from '@/fields/scheduled'
import { seoFields } from '@/fields/seo'
import { screenKeys } from '@/i18n/screens'

const searchIndex = searchIndexHooks('screens')
const revalidate = revalidateCollection(cacheTags.screens)

/** Content of the fixed screens (home, about, legal pages…), whose addresses are set in code. */
export const Screens: CollectionConfig = {
  slug: 'screens',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'screen', '_status', 'scheduled'],
    group: 'Content',
    ...previewOptions(publicPaths.screens),
  },
  access: contentAccess,
  versions: draftVersions,
  fields: [
    scheduledColumn(),
    {
      name: 'screen',
      type: 'select',
      required: true,
      unique: true,
      options: [...screenKeys],
      admin: { position: 'sidebar' },
    },
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'lead', type: 'textarea', localized: true },
    layoutField(),
    ...seoFields(),
  ],
  hooks: {
    afterChange: [revalidate.afterChange, searchIndex.afterChange],
    afterDelete: [revalidate.afterDelete, searchIndex.afterDelete],
  },
}
