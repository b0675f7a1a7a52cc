import type { Block, CollectionConfig, Field, GlobalConfig, Option } from 'payload'
import { type AdminTextKey, adminLabel, adminText, isAdminTextKey } from '@/i18n/adminText'

// Every label the admin shows, from the admin dictionary (src/i18n/admin) instead of triplets inline:
// a collection's by its slug (`collection.pages`, `collections.pages`), a field's by its name
// (`field.title`, or `field.<collection>.<name>` where one collection means something else by it), an
// option's by its value (`option.cro`, `option.<field>.<value>`, or `option.<collection>.<field>.<value>`
// where one collection's options read otherwise), a block's by its slug, a group's by
// its name. A field's or collection's description too (`description.<collection>.<field>`,
// `description.<field>`, `description.collection.<slug>`): the English entry must read as the config's text,
// which stays the source. Whatever has no entry is listed by `missingAdminLabels` (a unit test keeps that
// list empty). Date fields show their value as the admin language writes dates (date-fns' localized formats).

/** date-fns' localized formats for each picker (Payload's own are American: `MM/dd/yyyy`, `MMM d, yyy h:mm a`). */
const localizedDateFormats: Record<string, string> = {
  default: 'PP',
  dayOnly: 'PP',
  dayAndTime: 'PPp',
  timeOnly: 'p',
  monthOnly: 'LLLL yyyy',
}

function inAdminLanguageFormat(field: Field): Field {
  if (field.type !== 'date' || field.admin?.date?.displayFormat) return field
  const date = field.admin?.date ?? {}
  const displayFormat = localizedDateFormats[date.pickerAppearance ?? 'default']
  return { ...field, admin: { ...field.admin, date: { ...date, displayFormat } } } as Field
}

type Missing = Set<string>

function labelFor(keys: string[], missing: Missing) {
  const key = keys.find(isAdminTextKey)
  if (key) return adminLabel(key as AdminTextKey)
  missing.add(keys[keys.length - 1] ?? '')
  return undefined
}

/** A description in every admin language: the entry whose English text is the config's own. */
function describedInEveryLanguage<Description>(description: Description, keys: string[], missing: Missing) {
  if (typeof description !== 'string') return description
  const key = keys.find((candidate) => isAdminTextKey(candidate) && adminText('en', candidate) === description)
  if (key) return adminLabel(key as AdminTextKey)
  missing.add(`${keys[0]}: ${description}`)
  return description
}

function labelOptions(options: Option[], scope: string, fieldName: string, missing: Missing): Option[] {
  return options.map((option) => {
    const value = typeof option === 'string' ? option : option.value
    const keys = [`option.${scope}.${fieldName}.${value}`, `option.${fieldName}.${value}`, `option.${value}`]
    return { value, label: labelFor(keys, missing) ?? value }
  })
}

function labelField(original: Field, scope: string, missing: Missing): Field {
  const field = inAdminLanguageFormat(original)
  const named = 'name' in field && field.type !== 'ui' && !field.admin?.hidden
  const description = named ? field.admin?.description : undefined
  const labelled = (
    named
      ? {
          ...field,
          label: labelFor([`field.${scope}.${field.name}`, `field.${field.name}`], missing),
          ...(description
            ? {
                admin: {
                  ...field.admin,
                  description: describedInEveryLanguage(
                    description,
                    [`description.${scope}.${field.name}`, `description.${field.name}`],
                    missing,
                  ),
                },
              }
            : {}),
        }
      : { ...field }
  ) as Field
  if ((labelled.type === 'select' || labelled.type === 'radio') && named) {
    return { ...labelled, options: labelOptions(labelled.options, scope, labelled.name, missing) } as Field
  }
  if ('fields' in labelled && Array.isArray(labelled.fields)) {
    return { ...labelled, fields: labelFields(labelled.fields, scope, missing) } as Field
  }
  if (labelled.type === 'blocks') {
    return { ...labelled, blocks: labelled.blocks.map((block) => labelBlock(block, missing)) }
  }
  return labelled as Field
}

function labelFields(fields: Field[], scope: string, missing: Missing): Field[] {
  return fields.map((field) => labelField(field, scope, missing))
}

function labelBlock(block: Block, missing: Missing): Block {
  const label = labelFor([`block.${block.slug}`], missing)
  return {
    ...block,
    ...(label ? { labels: { singular: label, plural: label } } : {}),
    fields: labelFields(block.fields, block.slug, missing),
  }
}

const groupOf = (group: unknown, missing: Missing) =>
  typeof group === 'string' ? (labelFor([`group.${group.toLowerCase()}`], missing) ?? group) : group

export function labelCollection(collection: CollectionConfig, missing: Missing = new Set()): CollectionConfig {
  const singular = labelFor([`collection.${collection.slug}`], missing)
  const plural = labelFor([`collections.${collection.slug}`], missing)
  return {
    ...collection,
    ...(singular && plural ? { labels: { singular, plural } } : {}),
    admin: {
      ...collection.admin,
      group: groupOf(collection.admin?.group, missing),
      description: describedInEveryLanguage(
        collection.admin?.description,
        [`description.collection.${collection.slug}`],
        missing,
      ),
    } as CollectionConfig['admin'],
    fields: labelFields(collection.fields, collection.slug, missing),
  }
}

export function labelGlobal(global: GlobalConfig, missing: Missing = new Set()): GlobalConfig {
  return {
    ...global,
    label: labelFor([`global.${global.slug}`], missing),
    admin: { ...global.admin, group: groupOf(global.admin?.group, missing) } as GlobalConfig['admin'],
    fields: labelFields(global.fields, global.slug, missing),
  }
}

/** The dictionary keys the admin would need but does not have, for the unit test. */
export function missingAdminLabels(collections: CollectionConfig[], globals: GlobalConfig[]): string[] {
  const missing: Missing = new Set()
  for (const collection of collections) labelCollection(collection, missing)
  for (const global of globals) labelGlobal(global, missing)
  return [...missing].sort()
}
