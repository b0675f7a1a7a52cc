import {
  MetaDescriptionField,
  MetaImageField,
  MetaTitleField,
  OverviewField,
  PreviewField,
} from '@payloadcms/plugin-seo/fields'
import type { Field, TextareaField, TextField, UIField, UploadField } from 'payload'
import { type AdminTextKey, adminLabel } from '@/i18n/adminText'

type PluginField = TextField | TextareaField | UploadField | UIField

/**
 * A field of the SEO plugin in the sidebar. Of its admin options only its components are kept: the image
 * field's own English description is not shown by its component anyway. (`overrides` would replace the
 * whole `admin`, components and all.)
 */
function inSidebar<T extends PluginField>(field: T, admin: Partial<T['admin']> = {}): T {
  return { ...field, admin: { components: field.admin?.components, position: 'sidebar', ...admin } }
}

/**
 * A hint under the input. The plugin's title and description inputs do not show `admin.description`,
 * but do show what comes after the input.
 */
function hintAfterInput<T extends TextField | TextareaField>(field: T, hint: AdminTextKey): T {
  const description = {
    path: '@payloadcms/ui#FieldDescription',
    clientProps: { description: adminLabel(hint), path: field.name },
  }
  return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, afterInput: [description] } } }
}

/** One of the plugin's boxes that only show the form's values (it has no column): never a list column. */
function display(field: UIField, label: AdminTextKey): UIField {
  return { ...inSidebar(field, { disableListColumn: true }), label: adminLabel(label) }
}

const paths = { titlePath: 'metaTitle', descriptionPath: 'description' }

/**
 * Search-engine title, description and share image, with the SEO plugin's length guidance, its completeness
 * check and its search-result preview. The fields keep the names and localization they have always been
 * stored under (no `meta` group); the auto-generate buttons and the preview's address come from the plugin's
 * functions in config/seo.ts. The site uses the page title where the meta title is empty.
 */
export const seoFields = (): Field[] => [
  display(OverviewField({ ...paths, imagePath: 'metaImage' }), 'seo.overview'),
  hintAfterInput(
    inSidebar(MetaTitleField({ hasGenerateFn: true, overrides: { name: 'metaTitle' } })),
    'seo.metaTitleHint',
  ),
  hintAfterInput(inSidebar(MetaDescriptionField({ hasGenerateFn: true })), 'seo.descriptionHint'),
  inSidebar(MetaImageField({ relationTo: 'media', overrides: { name: 'metaImage', localized: false } })),
  searchResultPreview(paths),
]

/** How a document appears in search results: its title, its public address and its description. */
export function searchResultPreview(fields: { titlePath: string; descriptionPath: string }): UIField {
  return display(PreviewField({ hasGenerateFn: true, ...fields }), 'seo.preview')
}
