import type { CollectionConfig, Field, TextField } from 'payload'
import { anyone, isContentEditor } from '@/access/roles'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import type { CacheTag } from '@/config/cacheTags'

type CompanyDataOptions = {
  slug: string
  tag: CacheTag
  useAsTitle: string
  /** A field that orders the entries (a year); without one, editors order them by dragging them in the list. */
  sortBy?: string
  fields: Field[]
  description: string
}

/** Small public collections about the company that pages show through blocks; editors manage them. */
export function companyDataCollection({
  slug,
  tag,
  useAsTitle,
  sortBy,
  fields,
  description,
}: CompanyDataOptions): CollectionConfig {
  const revalidate = revalidateCollection(tag)
  return {
    slug,
    admin: { useAsTitle, group: 'Company', description },
    access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
    ...(sortBy ? { defaultSort: sortBy } : { orderable: true, defaultSort: '_order' }),
    fields,
    hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  }
}

export const link: TextField = { name: 'link', type: 'text', admin: { description: 'Full address, e.g. https://…' } }
