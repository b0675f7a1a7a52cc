import type { CollectionConfig, Field, TextField } from 'payload'
import { anyone, isContentEditor } from '@/access/roles'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import type { CacheTag } from '@/config/cacheTags'

type CompanyDataOptions = {
  slug: string
  tag: CacheTag
  useAsTitle: string
  defaultSort: string
  fields: Field[]
  description: string
}

/** Small public collections about the company that pages show through blocks; editors manage them. */
export function companyDataCollection({
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

export const sortOrder: Field = { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } }
export const link: TextField = { name: 'link', type: 'text', admin: { description: 'Full address, e.g. https://…' } }
