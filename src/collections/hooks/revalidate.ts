import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'
import type { CacheTag } from '@/config/cacheTags'
import SharedCacheHandler from '../../../next-cache-handler.mjs'

async function expire(tag: CacheTag, context: RequestContext) {
  // The seed and scripts run outside Next.js, where there is no cache to clear.
  if (context.disableRevalidate) return
  try {
    revalidateTag(tag, { expire: 0 })
    return
  } catch {
    // Next.js refuses `revalidateTag` (it throws) outside a request's server code: in a background job (a
    // scheduled publish) and while a page renders (the admin's create view of a collection with autosave
    // saves its first draft as it renders). Then the cache handler is told directly (with REDIS_URL that
    // expires the tag for every instance). Not through the cache Next keeps on globalThis: a process has none
    // before its first request, and after an answer of the proxy alone it is the proxy's own.
  }
  await new SharedCacheHandler({}).revalidateTag([tag], { expire: 0 })
}

/** Hooks that make every page showing a collection's documents re-render on its next request. */
export function revalidateCollection(tag: CacheTag): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, context }) => {
      await expire(tag, context)
      return doc
    },
    afterDelete: async ({ doc, context }) => {
      await expire(tag, context)
      return doc
    },
  }
}

export function revalidateGlobal(tag: CacheTag): GlobalAfterChangeHook {
  return async ({ doc, context }) => {
    await expire(tag, context)
    return doc
  }
}
