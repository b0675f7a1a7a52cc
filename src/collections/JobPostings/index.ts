import type { CollectionConfig } from 'payload'
import { jobPostingAccess } from '@/access/roles'
import { redirectOnMove } from '@/collections/hooks/redirectOnMove'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { scheduledPublishing } from '@/collections/preview'
import type { PublicPath } from '@/collections/publicPaths'
import { searchIndexHooks } from '@/collections/SearchEntries/indexDocument'
import { cacheTags } from '@/config/cacheTags'
import { marketField } from '@/fields/market'
import { scheduledColumn } from '@/fields/scheduled'
import { slugField } from '@/fields/slug'
import { jobPostingHref } from '@/i18n/paths'
import { employmentTypes, jobDepartments } from './options'

const revalidate = revalidateCollection(cacheTags.jobPostings)
const searchIndex = searchIndexHooks('job-postings')

const publicPath: PublicPath = (doc, locale) => (typeof doc.slug === 'string' ? jobPostingHref(doc.slug, locale) : null)

/** Open positions of one market, listed on the careers screen until their closing day ends. */
export const JobPostings: CollectionConfig = {
  slug: 'job-postings',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'market', 'location', 'department', 'closingDate', '_status', 'scheduled'],
    group: 'Careers',
  },
  access: jobPostingAccess,
  // A posting can be scheduled to go online (or offline) at a set time.
  versions: { drafts: { schedulePublish: scheduledPublishing }, maxPerDoc: 50 },
  defaultSort: 'closingDate',
  fields: [
    scheduledColumn(),
    { name: 'title', type: 'text', localized: true, required: true },
    {
      name: 'summary',
      type: 'textarea',
      localized: true,
      admin: { description: 'One or two sentences for the list.' },
    },
    { name: 'description', type: 'richText', localized: true, required: true },
    {
      name: 'requirements',
      type: 'textarea',
      localized: true,
      admin: { description: 'One requirement per line; shown as a list.' },
    },
    slugField(),
    marketField(),
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      required: true,
      // Only the posting's market's own sites are offered, and another market's is refused on save.
      filterOptions: ({ siblingData }) => {
        const market = (siblingData as { market?: unknown } | undefined)?.market
        return typeof market === 'string' ? { market: { equals: market } } : true
      },
      admin: { position: 'sidebar', description: 'A location of the same market.' },
    },
    {
      name: 'department',
      type: 'select',
      required: true,
      options: [...jobDepartments],
      admin: { position: 'sidebar' },
    },
    {
      name: 'employmentType',
      type: 'select',
      required: true,
      defaultValue: 'FULL_TIME',
      options: [...employmentTypes],
      admin: { position: 'sidebar' },
    },
    {
      name: 'datePosted',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'closingDate',
      type: 'date',
      required: true,
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly' },
        description: 'Last day to apply; the posting leaves the site the day after.',
      },
    },
  ],
  hooks: {
    beforeChange: [redirectOnMove('job-postings', publicPath)],
    afterChange: [revalidate.afterChange, searchIndex.afterChange],
    afterDelete: [revalidate.afterDelete, searchIndex.afterDelete],
  },
}
