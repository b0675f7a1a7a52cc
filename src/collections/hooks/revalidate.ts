import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'
import type { CacheTag } from '@/config/cacheTags'

function expire(tag: CacheTag, context: RequestContext) {
  // The seed and scripts run outside Next.js, where there is no cache to clear.
  if (context.disableRevalidate) return
  revalidateTag(tag, { expire: 0 })
}

/** Hooks that make every page showing a collection's documents re-render on its next request. */
export function revalidateCollection(tag: CacheTag): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: ({ doc, context }) => {
      expire(tag, context)
      return doc
    },
    afterDelete: ({ doc, context }) => {
      expire(tag, context)
      return doc
    },
  }
}

export function revalidateGlobal(tag: CacheTag): GlobalAfterChangeHook {
  return ({ doc, context }) => {
    expire(tag, context)
    return doc
  }
}
