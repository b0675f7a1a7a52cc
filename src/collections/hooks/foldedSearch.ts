import type { CollectionBeforeOperationHook, CollectionConfig, FlattenedField, Where } from 'payload'
import { normalizeSearchText } from '@/i18n/searchText'

// The admin's list search and every relationship picker (the rich text's link picker too) ask Payload for
// `{ <title field>: { like: <what was typed> } }`, and the databases compare with case but not diacritics folded
// (SQLite's LIKE folds ASCII only). This hook answers such a condition as the public search does: the typed
// words and each document's text are normalised alike (`i18n/searchText.ts`: `skladistu` finds `skladištu`,
// `STOMATOLOSKI` finds `Stomatološki`) and the condition becomes the list of matching ids. Reading a
// collection's ids and titles once per search is cheap at this site's size (hundreds of documents).

type SearchCondition = { field: string; query: string }
const textTypes = new Set(['text', 'textarea', 'email'])
/** Marks the hook's own lookup, which must not be rewritten again. */
const lookupContext = 'foldedSearchLookup'

function isTextField(fields: FlattenedField[], name: string): boolean {
  return fields.some((field) => field.name === name && textTypes.has(field.type))
}

/** The `like` conditions on text fields anywhere in a query, each replaced by what `replace` returns. */
function rewriteLikes(where: Where, fields: FlattenedField[], replace: (condition: SearchCondition) => Where): Where {
  const rewritten: Where = {}
  const replaced: Where[] = []
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      rewritten[key] = value.map((nested: Where) => rewriteLikes(nested, fields, replace))
      continue
    }
    const operators = value as Record<string, unknown> | undefined
    const like = operators?.like
    if (typeof like === 'string' && Object.keys(operators ?? {}).length === 1 && isTextField(fields, key)) {
      replaced.push(replace({ field: key, query: like }))
      continue
    }
    rewritten[key] = value
  }
  if (replaced.length > 0) rewritten.and = [...((rewritten.and as Where[] | undefined) ?? []), ...replaced]
  return rewritten
}

function collectLikes(where: Where, fields: FlattenedField[]): SearchCondition[] {
  const found: SearchCondition[] = []
  rewriteLikes(where, fields, (condition) => {
    found.push(condition)
    return {}
  })
  return found
}

/** Whether a text contains every word of a query, both without case and diacritics (as Payload's `like`, by word). */
function matchesFolded(text: unknown, query: string): boolean {
  if (typeof text !== 'string') return false
  const folded = normalizeSearchText(text)
  return normalizeSearchText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(word))
}

const foldSearchConditions: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'read' || !('where' in args) || !args.where || req.context[lookupContext]) return args
  const fields = collection.flattenedFields
  const incoming = args.where
  const conditions = collectLikes(incoming, fields)
  if (conditions.length === 0) return args
  const searched = [...new Set(conditions.map(({ field }) => field))]
  // What the staff member sees: the same locale (with its fallback) and, in a draft list, the drafts' texts.
  const { docs } = await req.payload.find({
    collection: collection.slug,
    locale: req.locale ?? undefined,
    draft: Boolean(args.draft),
    trash: Boolean(args.trash),
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: Object.fromEntries(searched.map((field) => [field, true])),
    context: { [lookupContext]: true },
  })
  const where = rewriteLikes(incoming, fields, ({ field, query }) => {
    const ids = docs
      .filter((doc) => matchesFolded((doc as unknown as Record<string, unknown>)[field], query))
      .map(({ id }) => id)
    // An empty `in` is not a valid query on every adapter: no id `exists: false` matches nothing instead.
    return ids.length > 0 ? { id: { in: ids } } : { id: { exists: false } }
  })
  return { ...args, where }
}

/** A collection whose list search and pickers find titles without regard to case and diacritics. */
export function withFoldedSearch(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [...(collection.hooks?.beforeOperation ?? []), foldSearchConditions],
    },
  }
}
