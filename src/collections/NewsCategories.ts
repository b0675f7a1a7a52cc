import type { CollectionConfig } from 'payload'
import { anyone, isContentEditor } from '@/access/roles'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { cacheTags } from '@/config/cacheTags'
import { slugField } from '@/fields/slug'

const revalidate = revalidateCollection(cacheTags.newsCategories)

/** Categories of news items and events (the spec's `postCategories`): the list screen filters by them. */
export const NewsCategories: CollectionConfig = {
  slug: 'news-categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: 'Content' },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    // Unique in each locale: the list's filter finds a category by its slug.
    slugField({ unique: true, titleField: 'name', drafts: false }),
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
}
