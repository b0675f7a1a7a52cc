import {
  buildVersionCollectionFields,
  buildVersionGlobalFields,
  type FlattenedField,
  flattenAllFields,
  type SanitizedConfig,
} from 'payload'

// Derived from the config once per process: the config does not change while it runs.
const versionFields = new Map<string, FlattenedField[]>()

function versionFieldsOf(config: SanitizedConfig, kind: 'collection' | 'global', slug: string) {
  const key = `${kind}:${slug}`
  const known = versionFields.get(key)
  if (known) return known
  const owner =
    kind === 'collection'
      ? config.collections.find((entry) => entry.slug === slug)
      : config.globals.find((entry) => entry.slug === slug)
  if (!owner) return undefined
  const fields = flattenAllFields({
    fields:
      kind === 'collection'
        ? buildVersionCollectionFields(config, owner as SanitizedConfig['collections'][number])
        : buildVersionGlobalFields(config, owner as SanitizedConfig['globals'][number]),
  })
  versionFields.set(key, fields)
  return fields
}

/** A collection's fields, as a `where` names them; undefined for a slug no collection has. */
export function collectionFields(config: SanitizedConfig, slug: string): FlattenedField[] | undefined {
  return config.collections.find((entry) => entry.slug === slug)?.flattenedFields
}

/**
 * The fields a `where` in a REST request may name, by the request's path under the API: a collection's
 * for its list, count, bulk update and delete (`/news`, `/news/count`), its versions' (`/news/versions`), a
 * global's versions' (`/globals/navigation/versions`); undefined for paths that read no `where`.
 */
export function queryableFields(config: SanitizedConfig, segments: readonly string[]): FlattenedField[] | undefined {
  const [first, second, third, ...rest] = segments
  if (!first) return undefined
  // Payload matches slugs exactly and an endpoint's own path (`/versions`, `/count`) without case.
  const operation = (segment: string | undefined) => segment?.toLowerCase()
  if (first === 'globals') {
    return second && operation(third) === 'versions' && rest.length === 0
      ? versionFieldsOf(config, 'global', second)
      : undefined
  }
  if (third !== undefined) return undefined
  if (operation(second) === 'versions') return versionFieldsOf(config, 'collection', first)
  return second === undefined || operation(second) === 'count' ? collectionFields(config, first) : undefined
}
