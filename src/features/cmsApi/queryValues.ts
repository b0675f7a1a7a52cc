import type { FlattenedField, SanitizedConfig } from 'payload'
import { isDocumentId } from '@/config/documentId'
import { collectionFields } from '@/lib/cms/queryFields'

/** What a compared value must be, by the field it is compared with; fields of other kinds are Payload's to judge. */
type ValueKind = 'documentId' | 'number' | 'date' | 'point' | { options: ReadonlySet<string>; hasMany: boolean }

const comparisons = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
const listComparisons = new Set(['in', 'not_in', 'all'])
const textMatches = new Set(['like', 'not_like', 'contains'])
const geoOperators = new Set(['near', 'within', 'intersects'])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const hasOwnId = (fields: readonly FlattenedField[]) => fields.some((field) => field.name === 'id')

function optionValues(field: FlattenedField & { type: 'select' | 'radio' }): ReadonlySet<string> {
  return new Set(field.options.map((option) => (typeof option === 'string' ? option : option.value)))
}

/** The kind of value a field path (`id`, `category`, `version.publishedAt`, `title.hr`) compares with. */
function valueKind(config: SanitizedConfig, fields: readonly FlattenedField[], path: readonly string[]) {
  const [name, ...rest] = path
  const numericIds = config.db.defaultIDType === 'number'
  if (name === 'id' && !hasOwnId(fields)) return rest.length === 0 && numericIds ? 'documentId' : undefined
  const field = fields.find((entry) => entry.name === name)
  if (!field) return undefined
  const localeCodes = config.localization ? config.localization.localeCodes : []
  const after = field.localized && rest[0] && localeCodes.includes(rest[0]) ? rest.slice(1) : rest
  return kindOfField(config, field, after)
}

function kindOfField(config: SanitizedConfig, field: FlattenedField, rest: readonly string[]): ValueKind | undefined {
  switch (field.type) {
    case 'group':
    case 'array':
    case 'tab':
      return rest.length > 0 ? valueKind(config, field.flattenedFields, rest) : undefined
    case 'relationship':
    case 'upload': {
      if (typeof field.relationTo !== 'string') return undefined
      const related = collectionFields(config, field.relationTo)
      if (!related) return undefined
      if (rest.length > 0) return valueKind(config, related, rest)
      return config.db.defaultIDType === 'number' && !hasOwnId(related) ? 'documentId' : undefined
    }
    case 'number':
      return rest.length === 0 ? 'number' : undefined
    case 'date':
      return rest.length === 0 ? 'date' : undefined
    case 'point':
      return 'point'
    case 'select':
    case 'radio':
      return rest.length === 0
        ? { options: optionValues(field), hasMany: 'hasMany' in field && field.hasMany === true }
        : undefined
    default:
      return undefined
  }
}

function fitsKind(kind: Exclude<ValueKind, 'point'>, value: string): boolean {
  if (kind === 'documentId') return isDocumentId(value)
  if (kind === 'number') return value.trim() !== '' && Number.isFinite(Number(value))
  if (kind === 'date') return !Number.isNaN(Date.parse(value))
  return kind.options.has(value)
}

/** Whether a value compared by an operator is one the database can take for a field of that kind. */
function acceptsValue(kind: ValueKind | undefined, operator: string, value: unknown): boolean {
  if (geoOperators.has(operator)) return kind === undefined || kind === 'point'
  if (isRecord(value)) return false
  if (kind === undefined || kind === 'point') return true
  // A select of many values (a staff member's roles) is asked whether it holds an option: `contains`.
  if (operator === 'contains' && typeof kind === 'object' && kind.hasMany)
    return typeof value === 'string' && fitsKind(kind, value)
  if (textMatches.has(operator)) return false
  if (!comparisons.has(operator)) return true
  const values = Array.isArray(value)
    ? value
    : listComparisons.has(operator) && typeof value === 'string'
      ? value.split(',')
      : [value]
  const nullable = operator === 'equals' || operator === 'not_equals'
  return values.every((entry) => typeof entry === 'string' && ((nullable && entry === 'null') || fitsKind(kind, entry)))
}

/**
 * The arguments of a `where` (as `qs` parses it) whose values the database cannot compare with their
 * field — a word for an id, a non-date for a date, an option a select does not have, a nested object —
 * named as in the query string (`where[id][in]`). Payload 3.90 hands those to SQL and answers a 500.
 */
export function malformedWhereArguments(
  config: SanitizedConfig,
  fields: readonly FlattenedField[],
  where: unknown,
  name = 'where',
): string[] {
  if (!isRecord(where)) return [name]
  return Object.entries(where).flatMap(([key, condition]) => {
    const argument = `${name}[${key}]`
    if (key === 'and' || key === 'or') {
      const branches = Array.isArray(condition) ? condition : isRecord(condition) ? Object.values(condition) : null
      if (!branches) return [argument]
      return branches.flatMap((branch, index) =>
        malformedWhereArguments(config, fields, branch, `${argument}[${index}]`),
      )
    }
    if (!isRecord(condition)) return []
    const kind = valueKind(config, fields, key.split('.'))
    return Object.entries(condition)
      .filter(([operator, value]) => !acceptsValue(kind, operator, value))
      .map(([operator]) => `${argument}[${operator}]`)
  })
}
