import { cacheTags } from '@/config/cacheTags'
import { companyDataCollection } from './companyDataCollection'

export const HistoryEntries = companyDataCollection({
  slug: 'history-entries',
  tag: cacheTags.history,
  useAsTitle: 'year',
  sortBy: 'year',
  description: 'The history timeline, ordered by year.',
  fields: [
    { name: 'year', type: 'number', required: true, min: 1900, max: 2100, index: true },
    { name: 'text', type: 'textarea', localized: true, required: true },
  ],
})
