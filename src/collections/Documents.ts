import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, isContentEditor } from '@/access/roles'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { searchIndexHooks } from '@/collections/SearchEntries/indexDocument'
import { cacheTags } from '@/config/cacheTags'
import { documentsFolder } from '@/config/fileStorage'
import { settings } from '@/config/settings'

const revalidate = revalidateCollection(cacheTags.documents)
const searchIndex = searchIndexHooks('documents')

/** Public documents (certificate PDFs, policies) listed on the /file screen, and found by the site search. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'filename', 'updatedAt'], group: 'Content' },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  upload: {
    staticDir: path.join(settings().mediaDir, documentsFolder),
    mimeTypes: ['application/pdf', 'image/*'],
  },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true },
  ],
  hooks: {
    afterChange: [revalidate.afterChange, searchIndex.afterChange],
    afterDelete: [revalidate.afterDelete, searchIndex.afterDelete],
  },
}
