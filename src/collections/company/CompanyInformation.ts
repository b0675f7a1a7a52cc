import { cacheTags } from '@/config/cacheTags'
import { marketField } from '@/fields/market'
import { companyDataCollection } from './companyDataCollection'

export const CompanyInformation = companyDataCollection({
  slug: 'company-information',
  tag: cacheTags.companyInformation,
  useAsTitle: 'corporateName',
  sortBy: 'market',
  description: 'Registered company data of each market, shown on the company information screen.',
  fields: [
    marketField({ unique: true }),
    { name: 'corporateName', type: 'text', required: true },
    { name: 'shortName', type: 'text', required: true },
    { name: 'seat', type: 'text', required: true },
    {
      name: 'registrationNumber',
      type: 'text',
      admin: { description: 'Registration number (Slovenia) or JIB (Bosnia).' },
    },
    { name: 'court', type: 'text', localized: true, admin: { description: 'Registering court.' } },
    { name: 'capitalStock', type: 'text', localized: true, required: true },
    {
      name: 'managementBoard',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'role', type: 'text', localized: true },
      ],
    },
    {
      name: 'bankAccounts',
      type: 'array',
      fields: [
        { name: 'bank', type: 'text', required: true },
        { name: 'iban', type: 'text', required: true },
      ],
    },
  ],
})
