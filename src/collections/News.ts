import type { CollectionConfig } from 'payload'
import { isContentEditor, publishedOrEditor } from '@/access/roles'
import { marketsField } from '@/fields/markets'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/lib/cms/revalidate'
import { cacheTags } from '@/lib/cms/tags'

const revalidate = revalidateCollection(cacheTags.news)

export const newsTypes = [
  { value: 'news', label: 'Novost / news' },
  { value: 'event', label: 'Događanje / event' },
] as const

/** News items and events (spec type 1 = news, 2 = event). */
export const News: CollectionConfig = {
  slug: 'news',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'publishedAt', '_status'], group: 'Content' },
  access: { read: publishedOrEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  versions: { drafts: true, maxPerDoc: 50 },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', localized: true },
    slugField(),
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'news',
      options: newsTypes.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar' },
    },
    marketsField({ localized: false }),
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
}
