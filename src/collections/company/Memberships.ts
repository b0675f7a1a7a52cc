import { cacheTags } from '@/config/cacheTags'
import { companyDataCollection, link } from './companyDataCollection'

export const Memberships = companyDataCollection({
  slug: 'memberships',
  tag: cacheTags.memberships,
  useAsTitle: 'name',
  description: 'Associations and chambers the company is a member of.',
  fields: [{ name: 'name', type: 'text', localized: true, required: true }, link],
})
