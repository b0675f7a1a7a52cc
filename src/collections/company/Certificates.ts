import { cacheTags } from '@/config/cacheTags'
import { companyDataCollection, link } from './companyDataCollection'

export const Certificates = companyDataCollection({
  slug: 'certificates',
  tag: cacheTags.certificates,
  useAsTitle: 'text',
  description: 'Certificates (ISO 9001, ISO 14001, GMP, GDP…) with a link or a document.',
  fields: [
    { name: 'text', type: 'text', localized: true, required: true },
    link,
    { name: 'document', type: 'upload', relationTo: 'documents' },
  ],
})
