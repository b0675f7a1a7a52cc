import type { ArrayField, GlobalConfig } from 'payload'
import { anyone, isContentEditor } from '@/access/roles'
import { revalidateGlobal } from '@/collections/hooks/revalidate'
import { cacheTags } from '@/config/cacheTags'
import { linkField } from '@/fields/link'
import { marketsField } from '@/fields/markets'

/** A menu link entry of the spec: text, link and the markets in which it is offered. */
const menu = (name: string, description: string): ArrayField => ({
  name,
  type: 'array',
  // Collapsed, each row labelled with its link's text: the four menus have about 70 rows.
  admin: {
    description,
    initCollapsed: true,
    components: { RowLabel: '/features/admin/MenuRowLabel#MenuRowLabel' },
  },
  fields: [
    { name: 'label', type: 'text', localized: true, required: true },
    linkField(),
    marketsField({ admin: { description: 'Markets in which this link is offered, in this language.' } }),
  ],
})

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isContentEditor, readVersions: isContentEditor },
  // Every saved menu stays restorable.
  versions: { max: 50 },
  fields: [
    menu('services', 'The services dropdown of the header.'),
    menu('offerings', 'The offerings (departments) dropdown of the header.'),
    menu('primary', 'Links beside the dropdowns: About us, Careers, News & events.'),
    menu('footer', 'Links of the footer: cookies, terms of use, company information, privacy policy.'),
  ],
  hooks: { afterChange: [revalidateGlobal(cacheTags.navigation)] },
}
