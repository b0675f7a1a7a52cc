import type { CollectionConfig, Condition, PayloadRequest } from 'payload'
import { contentAccess } from '@/access/roles'
import { redirectOnMove } from '@/collections/hooks/redirectOnMove'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { draftVersions, previewOptions } from '@/collections/preview'
import { publicPaths } from '@/collections/publicPaths'
import { searchIndexHooks } from '@/collections/SearchEntries/indexDocument'
import { cacheTags } from '@/config/cacheTags'
import { imageField } from '@/fields/image'
import { marketsField } from '@/fields/markets'
import { scheduledColumn } from '@/fields/scheduled'
import { searchResultPreview } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { validationMessage } from '@/i18n/adminText'

const searchIndex = searchIndexHooks('news')
const revalidate = revalidateCollection(cacheTags.news)

const newsTypes = ['news', 'event'] as const

const isEvent: Condition = (data) => data?.type === 'event'

/** News items and events (spec type 1 = news, 2 = event). */
export const News: CollectionConfig = {
  slug: 'news',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'markets', 'publishedAt', '_status', 'scheduled'],
    group: 'Content',
    ...previewOptions(publicPaths.news),
  },
  access: contentAccess,
  versions: draftVersions,
  defaultSort: '-publishedAt',
  fields: [
    scheduledColumn(),
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'excerpt', type: 'textarea', localized: true },
    imageField({
      name: 'cover',
      admin: { description: 'Shown on the list, the article and in link previews (about 16:9).' },
    }),
    { name: 'content', type: 'richText', localized: true },
    slugField(),
    // News has no search-engine fields: its title and excerpt are what search results show.
    searchResultPreview({ titlePath: 'title', descriptionPath: 'excerpt' }),
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'news',
      options: [...newsTypes],
      admin: { position: 'sidebar' },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'news-categories',
      hasMany: true,
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
    {
      type: 'row',
      admin: { condition: isEvent },
      fields: [
        {
          name: 'eventStart',
          type: 'date',
          admin: { condition: isEvent, date: { pickerAppearance: 'dayAndTime' } },
          validate: (value: unknown, { data, req }: { data: Partial<{ type: string }>; req: PayloadRequest }) =>
            data?.type !== 'event' || value ? true : validationMessage(req, 'validation.eventStart'),
        },
        {
          name: 'eventEnd',
          type: 'date',
          admin: {
            condition: isEvent,
            date: { pickerAppearance: 'dayAndTime' },
            description: 'Leave empty for a one-day event.',
          },
        },
      ],
    },
    {
      name: 'place',
      type: 'text',
      localized: true,
      admin: { condition: isEvent, description: 'Where the event is held.' },
    },
    marketsField({ localized: false }),
  ],
  hooks: {
    beforeChange: [redirectOnMove('news', publicPaths.news)],
    afterChange: [revalidate.afterChange, searchIndex.afterChange],
    afterDelete: [revalidate.afterDelete, searchIndex.afterDelete],
  },
}
