import type { CollectionConfig } from 'payload'
import { anyone, isContentEditor } from '@/access/roles'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { cacheTags } from '@/config/cacheTags'
import { marketField } from '@/fields/market'

const revalidate = revalidateCollection(cacheTags.siteSettings)

/**
 * The identity of each market's site: name, logos, and the legal information its adverse-reaction report
 * form cites (each country's own law and medicines authority). Its public address is a setting of the server
 * (`SITE_URL_<MARKET>`), so that one build serves staging and production.
 */
export const SiteSettings: CollectionConfig = {
  slug: 'site-settings',
  admin: { useAsTitle: 'companyName', defaultColumns: ['market', 'companyName'], group: 'Settings' },
  access: {
    read: anyone,
    readVersions: isContentEditor,
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  versions: { maxPerDoc: 50 },
  fields: [
    marketField({ unique: true }),
    { name: 'companyName', type: 'text', required: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      name: 'anniversaryLogo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown beside the logo on markets that show the anniversary; a drawn badge otherwise.' },
    },
    {
      name: 'partnerLogos',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'url', type: 'text' },
        { name: 'logo', type: 'upload', relationTo: 'media', required: true },
      ],
    },
    {
      name: 'reportLegalNotice',
      type: 'group',
      admin: {
        description:
          'The legal basis and the competent authority the report form cites in its last step, in each language of the market.',
      },
      fields: [
        { name: 'human', type: 'textarea', localized: true },
        { name: 'veterinary', type: 'textarea', localized: true },
      ],
    },
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
}
