import { cacheTags } from '@/config/cacheTags'
import { marketField } from '@/fields/market'
import { companyDataCollection } from './companyDataCollection'

export const Locations = companyDataCollection({
  slug: 'locations',
  tag: cacheTags.locations,
  useAsTitle: 'city',
  description: 'Sites of the company, shown by the locations block (a list, and pins on a map).',
  fields: [
    { name: 'city', type: 'text', required: true },
    { name: 'address', type: 'text', required: true },
    { name: 'tel1', type: 'text', admin: { description: 'As shown, e.g. +385 1 000 0000' } },
    { name: 'tel1_link', type: 'text', admin: { description: 'As dialled, e.g. +38510000000' } },
    { name: 'tel2', type: 'text' },
    { name: 'tel2_link', type: 'text' },
    // Where its pin stands on the About page's map of the three countries (which spans these bounds).
    {
      name: 'latitude',
      type: 'number',
      min: 42,
      max: 47,
      admin: { step: 0.0001, description: 'Degrees north, e.g. 45.8150 (Zagreb); without it, no pin.' },
    },
    {
      name: 'longitude',
      type: 'number',
      min: 13,
      max: 20,
      admin: { step: 0.0001, description: 'Degrees east, e.g. 15.9819 (Zagreb).' },
    },
    marketField(),
  ],
})
