import type { UploadField, Validate } from 'payload'
import { type AdminTextKey, validationMessage } from '@/i18n/adminText'

type ImageValue = number | { id: number } | null | undefined

/**
 * An image of published content needs alt text in the language it is published in. A draft saves without
 * (Payload validates only on publishing), and an image's alt is required only in the language its editor
 * saved it in: without this check an English page would show its image with the Croatian text.
 */
const altTextInPublishedLanguage: Validate<ImageValue> = async (value, { req, required, event }) => {
  if (value === null || value === undefined) {
    return required ? req.t('validation:required') : true
  }
  // The admin's form state validates on every change; the media is read only when the document is submitted.
  if (event === 'onChange') return true
  const id = typeof value === 'object' ? value.id : value
  const locale = req.locale
  if (!locale || locale === 'all') return true
  const media = await req.payload
    .findByID({ collection: 'media', id, locale, fallbackLocale: false, depth: 0, req, overrideAccess: true })
    .catch(() => null)
  if (!media || media.mimeType === 'application/pdf' || media.alt?.trim()) return true
  const language = validationMessage(req, `option.${locale}` as AdminTextKey)
  return validationMessage(req, 'validation.imageAlt', { language, file: media.filename ?? String(id) })
}

/** An upload field of an image from the media library, checked as above. */
export function imageField(field: Omit<UploadField, 'type' | 'relationTo'>): UploadField {
  return { ...field, type: 'upload', relationTo: 'media', validate: altTextInPublishedLanguage } as UploadField
}
