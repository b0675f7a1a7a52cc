import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'
import { revalidateCollection } from '@/collections/hooks/revalidate'
import { insertRows } from '@/config/bulkInsert'
import { cacheTags } from '@/config/cacheTags'
import { copyOf, entriesOf } from './entries'
import { forgetSearchChecks } from './searchChecks'
import { type SearchedCollection, searchedCollections } from './searched'

/** Rewrites a document's search entries (a save or a publish: through the Local API, in the request's transaction). */
export async function indexDocument(
  payload: Payload,
  collection: SearchedCollection,
  id: number,
  req?: PayloadRequest,
): Promise<void> {
  await payload.delete({
    collection: 'search-entries',
    where: { and: [{ source: { equals: collection } }, { docId: { equals: id } }] },
    overrideAccess: true,
    req: copyOf(req),
  })
  for (const data of await entriesOf(payload, collection, [id], req)) {
    await payload.create({ collection: 'search-entries', data, overrideAccess: true, req: copyOf(req) })
  }
}

/** Documents read at once when a whole collection is indexed. */
const indexedPerBatch = 200

/**
 * Writes the entries of every document of a collection, a batch of documents at a time, in bulk (`insertRows`;
 * the entries' only hook forgets this process's readings, done here once).
 */
export async function indexCollection(payload: Payload, collection: SearchedCollection): Promise<void> {
  for (let page = 1, more = true; more; page += 1) {
    const batch = await payload.find({ collection, depth: 0, limit: indexedPerBatch, page, sort: 'id', select: {} })
    more = batch.hasNextPage
    const entries = await entriesOf(
      payload,
      collection,
      batch.docs.map(({ id }) => id),
    )
    const now = new Date().toISOString()
    await insertRows(
      payload,
      'search_entries',
      entries.map((entry) => ({ ...entry, createdAt: now, updatedAt: now })),
    )
  }
  forgetSearchChecks()
}

/** Rebuilds the whole index from the published content (the seed). */
export async function rebuildSearchIndex(payload: Payload): Promise<void> {
  await payload.db.deleteMany({ collection: 'search-entries', where: {} })
  for (const collection of searchedCollections) await indexCollection(payload, collection)
}

// The results pages are cached (`cms:search`, `lib/cms/search.ts`): a change of the entries expires them.
const expireResults = revalidateCollection(cacheTags.search)

/** Hooks that keep a collection's search entries in step with its published documents, at once. */
export function searchIndexHooks(collection: SearchedCollection): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async (args) => {
      const { doc, req, context } = args
      if (context.skipSearchIndex) return doc
      await indexDocument(req.payload, collection, doc.id, req)
      return expireResults.afterChange(args)
    },
    afterDelete: async (args) => {
      const { doc, req } = args
      await req.payload.delete({
        collection: 'search-entries',
        where: { and: [{ source: { equals: collection } }, { docId: { equals: doc.id } }] },
        overrideAccess: true,
        req,
      })
      return expireResults.afterDelete(args)
    },
  }
}
