import type { CollectionConfig } from 'payload'
import { anyone, isContentEditor } from '@/access/roles'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { cacheTags } from '@/config/cacheTags'
import { settings } from '@/config/settings'

const revalidate = revalidateCollection(cacheTags.media)

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  upload: {
    staticDir: settings().mediaDir,
    mimeTypes: ['image/*', 'application/pdf'],
    // The presets of the spec's asset address /assets/{id}?key={preset}.
    imageSizes: [
      { name: 'thumbnail', width: 320, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 80 } } },
      // An upload narrower than 1536 px gets its hero at its own width: the image in WebP at full size, which a
      // page offers in place of the original (often a much larger JPEG or PNG).
      {
        name: 'hero',
        width: 1536,
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
    ],
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true }],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
}
