import { revalidateTag } from 'next/cache'
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external'
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external'
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
  if (workAsyncStorage.getStore() && workUnitAsyncStorage.getStore()?.phase !== 'render') {
    revalidateTag(tag, { expire: 0 })
    return
  }
  // Where revalidateTag refuses to run, the cache handler is told directly (with REDIS_URL that expires the tag
  // for every instance): a background job (a scheduled publish) runs outside any request, and the admin's create
  // view of a collection with autosave saves its first draft while it renders. Not through the cache Next keeps
  // on globalThis: a process has none before its first request, and after an answer of the proxy alone it is
  // the proxy's own.
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
