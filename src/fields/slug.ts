import {
  type CheckboxField,
  type FieldHook,
  slugField as payloadSlugField,
  type RowField,
  type TextField,
  type TextFieldSingleValidation,
} from 'payload'
import { validationMessage } from '@/i18n/adminText'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** `đ` has no decomposition into a base letter and a mark; Croatian, Slovenian and Bosnian write it as `dj`. */
const ownLetters: Record<string, string> = { đ: 'dj', Đ: 'dj', ß: 'ss', æ: 'ae', ø: 'o', ł: 'l' }

/** A title as a URL segment: "Događaji u Zagrebu" → "dogadjaji-u-zagrebu". */
export function slugFromTitle(title: string): string {
  return title
    .replace(/[đĐßæøł]/g, (letter) => ownLetters[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const validateSlug: TextFieldSingleValidation = (value, { req }) =>
  typeof value === 'string' && slugPattern.test(value) ? true : validationMessage(req, 'validation.slug')

/**
 * Fills the slug from the title while it follows the title (the hidden checkbox Payload's slug field pairs with
 * it): on a new document and on its drafts until it is first published, or whenever the slug is empty. A slug an
 * editor wrote, and a published one, stay as they are, since the address may already be linked. Runs before
 * validation, so the required slug is there when it is checked and a page's path hook sees it.
 */
const fillSlug =
  (titleField: string, hasDrafts: boolean): FieldHook =>
  ({ data, originalDoc, value: following }) => {
    if (!data) return following
    const title = data[titleField] ?? originalDoc?.[titleField]
    const slug = data.slug ?? originalDoc?.slug
    const handWritten = typeof data.slug === 'string' && data.slug !== '' && data.slug !== (originalDoc?.slug ?? '')
    const stillFollowing = following !== false && !handWritten
    if ((stillFollowing || !slug) && typeof title === 'string' && title.trim() !== '') {
      data.slug = slugFromTitle(title) || slug
    }
    const published = !hasDrafts || data._status === 'published'
    return stillFollowing && !published
  }

type SlugOptions = {
  /** Unique within a locale (a category's slug is how the news list's filter finds it). */
  unique?: boolean
  /** The field the slug is made from. */
  titleField?: string
  /** Whether the collection has drafts: a slug follows the title only until the first publish. */
  drafts?: boolean
}

/**
 * A localized URL segment (lower-case letters, digits and single hyphens) made from the title: Payload's slug
 * field, whose lock button lets an editor write it by hand or make it again from the title.
 */
export function slugField({ unique = false, titleField = 'title', drafts = true }: SlugOptions = {}): RowField {
  return payloadSlugField({
    useAsSlug: titleField,
    localized: true,
    disableUnique: !unique,
    slugify: ({ valueToSlugify }) => (typeof valueToSlugify === 'string' ? slugFromTitle(valueToSlugify) : ''),
    overrides: (row) => {
      const [following, slug] = row.fields as [CheckboxField, TextField]
      return {
        ...row,
        fields: [
          // Payload's own hook regenerates on autosave and leaves existing documents' slugs empty.
          { ...following, hooks: { beforeValidate: [fillSlug(titleField, drafts)] } },
          {
            ...slug,
            admin: {
              ...slug.admin,
              description: 'Address segment in this language, made from the title until published.',
            },
            validate: validateSlug,
          } as TextField,
        ],
      }
    },
  })
}
