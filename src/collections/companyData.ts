import type { CollectionConfig, Field } from 'payload'
import { anyone, isContentEditor } from '@/access/roles'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { type CacheTag, cacheTags } from '@/config/cacheTags'
import { marketField } from '@/fields/market'

type CompanyDataOptions = {
  slug: string
  tag: CacheTag
  useAsTitle: string
  defaultSort: string
  fields: Field[]
  description: string
}

/** Small public collections about the company that pages show through blocks; editors manage them. */
function companyDataCollection({
  slug,
  tag,
  useAsTitle,
  defaultSort,
  fields,
  description,
}: CompanyDataOptions): CollectionConfig {
  const revalidate = revalidateCollection(tag)
  return {
    slug,
    admin: { useAsTitle, group: 'Company', description },
    access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
    defaultSort,
    fields,
    hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  }
}

const sortOrder: Field = { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } }
const link: Field = { name: 'link', type: 'text', admin: { description: 'Full address, e.g. https://…' } }

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

export const HistoryEntries = companyDataCollection({
  slug: 'history-entries',
  tag: cacheTags.history,
  useAsTitle: 'year',
  defaultSort: 'year',
  description: 'The history timeline, ordered by year.',
  fields: [
    { name: 'year', type: 'number', required: true, min: 1900, max: 2100, index: true },
    { name: 'text', type: 'textarea', localized: true, required: true },
  ],
})

export const Certificates = companyDataCollection({
  slug: 'certificates',
  tag: cacheTags.certificates,
  useAsTitle: 'text',
  defaultSort: 'sortOrder',
  description: 'Certificates (ISO 9001, ISO 14001, GMP, GDP…) with a link or a document.',
  fields: [
    { name: 'text', type: 'text', localized: true, required: true },
    link,
    { name: 'document', type: 'upload', relationTo: 'documents' },
    sortOrder,
  ],
})

export const Memberships = companyDataCollection({
  slug: 'memberships',
  tag: cacheTags.memberships,
  useAsTitle: 'name',
  defaultSort: 'sortOrder',
  description: 'Associations and chambers the company is a member of.',
  fields: [{ name: 'name', type: 'text', localized: true, required: true }, link, sortOrder],
})

export const DistributorLinks = companyDataCollection({
  slug: 'distributor-links',
  tag: cacheTags.distributors,
  useAsTitle: 'text',
  defaultSort: 'sortOrder',
  description: 'Links to distributors and partner shops.',
  fields: [{ name: 'text', type: 'text', localized: true, required: true }, { ...link, required: true }, sortOrder],
})

export const CompanyInformation = companyDataCollection({
  slug: 'company-information',
  tag: cacheTags.companyInformation,
  useAsTitle: 'corporateName',
  defaultSort: 'market',
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
