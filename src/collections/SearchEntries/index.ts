import type { CollectionConfig } from 'payload'
import { isContentEditor, nobody } from '@/access/roles'
import { locales } from '@/i18n/locales'
import { marketIds } from '@/markets/rules'
import { forgetSearchChecksOnChange } from './searchChecks'
import { searchedCollections } from './searched'

/**
 * The site search's index: one entry per published document, market and language, written by the hooks of
 * the searched collections (`indexDocument.ts`) as soon as a document is saved. `titleKey` and `textKey` hold
 * the text without case and diacritics (`i18n/searchText.ts`); the site reads these rows into its in-memory
 * index (`lib/search`, `lib/cms/search.ts`), so SQLite and PostgreSQL give the same results.
 */
export const SearchEntries: CollectionConfig = {
  slug: 'search-entries',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'market', 'locale', 'source'],
    group: 'Content',
    description:
      'Kept by the site itself from the published pages, screens, news, job postings and documents; not edited here.',
  },
  access: { read: isContentEditor, create: nobody, update: nobody, delete: nobody },
  // However an entry changes (a publish, a rebuild), this process's next search reads the index again.
  hooks: { afterChange: [forgetSearchChecksOnChange], afterDelete: [forgetSearchChecksOnChange] },
  fields: [
    { name: 'market', type: 'select', required: true, index: true, options: [...marketIds] },
    { name: 'locale', type: 'select', required: true, index: true, options: [...locales] },
    { name: 'source', type: 'select', required: true, options: [...searchedCollections] },
    { name: 'docId', type: 'number', required: true, index: true },
    { name: 'title', type: 'text', required: true },
    { name: 'path', type: 'text', required: true },
    { name: 'summary', type: 'textarea' },
    // The document's headings, one a line: they rank above its text, and never run into an excerpt.
    { name: 'headings', type: 'textarea' },
    // The document's paragraphs, one a line.
    { name: 'body', type: 'textarea' },
    { name: 'titleKey', type: 'text', required: true },
    { name: 'textKey', type: 'textarea', required: true },
    // When the entry leaves the results (a job posting's close); empty for what stays.
    { name: 'expiresAt', type: 'date', index: true },
  ],
}
