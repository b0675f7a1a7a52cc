import { cacheTags } from '@/config/cacheTags'
import { companyDataCollection, link, sortOrder } from './companyDataCollection'

export const DistributorLinks = companyDataCollection({
  slug: 'distributor-links',
  tag: cacheTags.distributors,
  useAsTitle: 'text',
  defaultSort: 'sortOrder',
  description: 'Links to distributors and partner shops.',
  fields: [{ name: 'text', type: 'text', localized: true, required: true }, { ...link, required: true }, sortOrder],
})
