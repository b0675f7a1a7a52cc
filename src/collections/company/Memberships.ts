import { cacheTags } from '@/config/cacheTags'
import { companyDataCollection, link, sortOrder } from './companyDataCollection'

export const Memberships = companyDataCollection({
  slug: 'memberships',
  tag: cacheTags.memberships,
  useAsTitle: 'name',
  defaultSort: 'sortOrder',
  description: 'Associations and chambers the company is a member of.',
  fields: [{ name: 'name', type: 'text', localized: true, required: true }, link, sortOrder],
})
