import { LinkFeature, lexicalEditor, RelationshipFeature, UploadFeature } from '@payloadcms/richtext-lexical'
import { deepMergeSimple } from 'payload/shared'
import { linkTargetCollections } from '@/collections/publicPaths'
import { lexicalTextCorrections } from '@/i18n/admin/upstream'

/**
 * The rich-text editor: its internal-link and relationship pickers offer the content the site shows on its own
 * address (the default offers every collection: staff accounts, the mail outbox, reports, CVs, and answers
 * the ones an editor may not read with an error), and its upload picker the public images and documents.
 * Each replaces its default in place, so the toolbar keeps Payload's order.
 */
const replacements = {
  link: LinkFeature({ enabledCollections: [...linkTargetCollections] }),
  relationship: RelationshipFeature({ enabledCollections: [...linkTargetCollections] }),
  upload: UploadFeature({ enabledCollections: ['media', 'documents'] }),
}

const lexical = lexicalEditor({
  features: ({ defaultFeatures }) =>
    defaultFeatures.map((feature) => replacements[feature.key as keyof typeof replacements] ?? feature),
})

/** The editor with its own Croatian and Slovenian texts corrected (Payload merges the editor's texts last). */
export const richTextEditor: typeof lexical = async (args) => {
  const adapter = await lexical(args)
  return { ...adapter, i18n: deepMergeSimple(adapter.i18n ?? {}, lexicalTextCorrections) }
}
