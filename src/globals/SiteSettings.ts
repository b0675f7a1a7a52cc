import type { GlobalConfig } from 'payload'
import { anyone, isContentEditor } from '@/access/roles'
import { revalidateGlobal } from '@/lib/cms/revalidate'
import { cacheTags } from '@/lib/cms/tags'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isContentEditor },
  fields: [
    { name: 'companyName', type: 'text', required: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
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
  ],
  hooks: { afterChange: [revalidateGlobal(cacheTags.siteSettings)] },
}
