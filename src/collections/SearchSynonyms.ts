import type { CollectionConfig } from 'payload'
import { isContentEditor } from '@/access/roles'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { cacheTags } from '@/config/cacheTags'
import { locales } from '@/i18n/locales'
import { forgetSearchChecksOnChange } from './SearchEntries/searchChecks'

// The results pages are cached (`cms:search`): a change of a synonym expires them.
const revalidate = revalidateCollection(cacheTags.search)

/**
 * Words and phrases that mean the same to a visitor in one language (`kolačići`, `cookies`; `nuspojava`,
 * `neželjeni učinak`): a query with one of a group's terms finds what holds any of them. A change expires the
 * cached results pages, so it takes effect with the next search.
 */
export const SearchSynonyms: CollectionConfig = {
  slug: 'search-synonyms',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'locale', 'terms'],
    group: 'Content',
    description:
      'Words and phrases of one language that mean the same to a visitor (e.g. kolačići, cookies): a search for one finds the others.',
  },
  access: { read: isContentEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'locale', type: 'select', required: true, index: true, options: [...locales] },
    { name: 'terms', type: 'text', hasMany: true, required: true, minRows: 2 },
  ],
  hooks: {
    afterChange: [forgetSearchChecksOnChange, revalidate.afterChange],
    afterDelete: [forgetSearchChecksOnChange, revalidate.afterDelete],
  },
}
