import type { Field } from 'payload'

/** Search-engine title and description; the title falls back to the page title. */
export const seoFields = (): Field[] => [
  {
    name: 'metaTitle',
    type: 'text',
    localized: true,
    admin: {
      position: 'sidebar',
      description: 'Title in search results and the browser tab; the page title when empty.',
    },
  },
  {
    name: 'metaImage',
    type: 'upload',
    relationTo: 'media',
    admin: { position: 'sidebar', description: 'Image shown when the page is shared.' },
  },
  {
    name: 'description',
    type: 'textarea',
    localized: true,
    admin: { position: 'sidebar', description: 'Search-engine description, up to about 160 characters.' },
  },
]
