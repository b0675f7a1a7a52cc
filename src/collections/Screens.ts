import type { CollectionConfig } from 'payload'
import { isContentEditor, publishedOrEditor } from '@/access/roles'
import { layoutField } from '@/blocks'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { searchIndexHooks } from '@/collections/SearchEntries/indexDocument'
import { cacheTags } from '@/config/cacheTags'
import { seoFields } from '@/fields/seo'
import { isLocale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { isScreenKey, screenKeys } from '@/i18n/screens'

const searchIndex = searchIndexHooks('screens')
const revalidate = revalidateCollection(cacheTags.screens)

/** Content of the fixed screens (home, about, legal pages…), whose addresses are set in code. */
export const Screens: CollectionConfig = {
  slug: 'screens',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'screen', '_status'],
    group: 'Content',
    preview: (doc, { locale }) =>
      typeof doc.screen === 'string' && isScreenKey(doc.screen) && isLocale(locale)
        ? `/preview?path=${encodeURIComponent(screenHref(doc.screen, locale))}`
        : null,
  },
  access: { read: publishedOrEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  versions: { drafts: true, maxPerDoc: 50 },
  fields: [
    {
      name: 'screen',
      type: 'select',
      required: true,
      unique: true,
      options: screenKeys.map((key) => ({ label: key, value: key })),
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
