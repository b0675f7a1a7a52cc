import type { TextField } from 'payload'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A localized URL segment: lower-case letters, digits and single hyphens. */
export const slugField = (): TextField => ({
  name: 'slug',
  type: 'text',
  localized: true,
  required: true,
  index: true,
  admin: { position: 'sidebar', description: 'URL segment in this language, e.g. "animal-health".' },
  validate: (value: unknown) =>
    typeof value === 'string' && slugPattern.test(value)
      ? true
      : 'Use lower-case letters, digits and single hyphens only.',
})
