import type { RowField, TextField, TextFieldSingleValidation } from 'payload'
import { slugField } from '@/fields/slug'
import { validationMessage } from '@/i18n/adminText'
import { reservedTopLevelSlugs } from '@/i18n/reservedSegments'

/** A page's slug: a slug, and at the top of the tree none that already leads elsewhere (`api`, `en`, `o-nama`). */
export function pageSlugField(): RowField {
  const row = slugField()
  return {
    ...row,
    fields: row.fields.map((field) => {
      if (!('name' in field) || field.name !== 'slug') return field
      const validateSlug = (field as TextField).validate as TextFieldSingleValidation
      const validate: TextFieldSingleValidation = (value, options) => {
        const isTopLevel = !(options.siblingData as { parent?: unknown }).parent
        if (isTopLevel && typeof value === 'string' && reservedTopLevelSlugs.has(value)) {
          return validationMessage(options.req, 'validation.reservedSlug', { slug: value })
        }
        return validateSlug(value, options)
      }
      return { ...field, validate } as TextField
    }),
  }
}
