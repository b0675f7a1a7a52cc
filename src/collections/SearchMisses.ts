import type { CollectionConfig } from 'payload'
import { isContentEditor, nobody } from '@/access/roles'
import { locales } from '@/i18n/locales'
import { marketIds } from '@/markets/rules'

/**
 * What visitors searched for and did not find, counted per day, market and language, so that editors can add
 * content or synonyms. Anonymous: the query and a count, no address, no cookie; kept 30 days.
 */
export const SearchMisses: CollectionConfig = {
  slug: 'search-misses',
  admin: {
    useAsTitle: 'query',
    defaultColumns: ['query', 'count', 'day', 'market', 'locale'],
    group: 'Content',
    description:
      'Searches of the last 30 days that found nothing, counted per day: add content or synonyms for them. Anonymous: no address, no cookie.',
  },
  defaultSort: '-count',
  access: { read: isContentEditor, create: nobody, update: nobody, delete: isContentEditor },
  fields: [
    { name: 'query', type: 'text', required: true },
    { name: 'count', type: 'number', required: true, defaultValue: 1 },
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'market', type: 'select', required: true, options: [...marketIds] },
    { name: 'locale', type: 'select', required: true, options: [...locales] },
    // One row per day, market, language and query.
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
  ],
}
