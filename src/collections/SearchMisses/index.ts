import type { CollectionConfig, Where } from 'payload'
import { isContentEditor, nobody } from '@/access/roles'
import { locales } from '@/i18n/locales'
import { marketIds } from '@/markets/rules'
import { searchClickEndpoint } from './clickEndpoint'

/**
 * What visitors searched for and did not find, or found and opened nothing of, counted per day, market and
 * language, so that editors can add content or synonyms. Anonymous: the query and counts, no address, no
 * cookie; kept 30 days. A row of a query that found results and whose results were opened is counted but
 * not listed.
 */
export const SearchMisses: CollectionConfig = {
  slug: 'search-misses',
  admin: {
    useAsTitle: 'query',
    defaultColumns: ['query', 'count', 'withoutClick', 'withResults', 'clicks', 'day', 'market', 'locale'],
    group: 'Content',
    description:
      'Searches of the last 30 days that found nothing, or found results that nobody opened, counted per day: add content or synonyms for them. Anonymous: no address, no cookie.',
    baseFilter: (): Where => ({ or: [{ count: { greater_than: 0 } }, { withoutClick: { greater_than: 0 } }] }),
  },
  defaultSort: '-count',
  access: { read: isContentEditor, create: nobody, update: nobody, delete: isContentEditor },
  // The results' links count a result opened (clickEndpoint.ts).
  endpoints: [searchClickEndpoint],
  fields: [
    { name: 'query', type: 'text', required: true },
    // Searches that found nothing.
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    // Searches that found something, the results opened from them, and the searches left without a click.
    { name: 'withResults', type: 'number', required: true, defaultValue: 0 },
    { name: 'clicks', type: 'number', required: true, defaultValue: 0 },
    { name: 'withoutClick', type: 'number', required: true, defaultValue: 0, index: true },
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'market', type: 'select', required: true, options: [...marketIds] },
    { name: 'locale', type: 'select', required: true, options: [...locales] },
    // One row per day, market, language and query.
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
  ],
}
