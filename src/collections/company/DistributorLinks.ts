import { cacheTags } from '@/config/cacheTags'
import { companyDataCollection, link } from './companyDataCollection'

export const DistributorLinks = companyDataCollection({
  slug: 'distributor-links',
  tag: cacheTags.distributors,
  useAsTitle: 'text',
  description: 'Links to distributors and partner shops.',
  fields: [
    { name: 'text', type: 'text', localized: true, required: true },
    { ...link, required: true },
  ],
})
