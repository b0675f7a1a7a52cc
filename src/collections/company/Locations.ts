import { cacheTags } from '@/config/cacheTags'
import { marketField } from '@/fields/market'
import { companyDataCollection, sortOrder } from './companyDataCollection'

export const Locations = companyDataCollection({
  slug: 'locations',
  tag: cacheTags.locations,
  useAsTitle: 'city',
  defaultSort: 'sortOrder',
  description: 'Sites of the company, shown by the locations block.',
  fields: [
    { name: 'city', type: 'text', required: true },
    { name: 'address', type: 'text', required: true },
    { name: 'tel1', type: 'text', admin: { description: 'As shown, e.g. +385 1 000 0000' } },
    { name: 'tel1_link', type: 'text', admin: { description: 'As dialled, e.g. +38510000000' } },
    { name: 'tel2', type: 'text' },
    { name: 'tel2_link', type: 'text' },
    marketField(),
    sortOrder,
  ],
})
