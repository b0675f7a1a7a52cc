import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { isLocale, type Locale } from '@/i18n/locales'

/** A document's public path in a locale, from its stored data (null when it has none). */
type PublicPath = (doc: Record<string, unknown>, locale: Locale) => string | null

const movedFrom = 'redirectOnMove.from'

/**
 * When a published document's address changes (a new slug, or a parent page that moved), its old
 * address keeps working: on publishing, a permanent redirect to the new one goes into the Redirects
 * collection that the proxy reads. `before` (after the hooks that compute the path) notes the address
 * published until now; `after` writes the redirect once the change is saved. A redirect from the new
 * address (the document moved back) is removed, so none loops.
 */
export function redirectOnMove(collection: 'pages' | 'news', publicPath: PublicPath) {
  const before: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, context }) => {
    if (operation !== 'update' || data._status !== 'published' || !originalDoc?.id) return data
    if (!req.locale || !isLocale(req.locale)) return data
    const published = (await req.payload
      .findByID({ collection, id: originalDoc.id, locale: req.locale, depth: 0, req })
      .catch(() => null)) as Record<string, unknown> | null
    if (published?._status === 'published') context[movedFrom] = publicPath(published, req.locale)
    return data
  }

  const after: CollectionAfterChangeHook = async ({ doc, req, context }) => {
    const from = context[movedFrom]
    if (typeof from !== 'string' || !req.locale || !isLocale(req.locale)) return doc
    const to = publicPath(doc, req.locale)
    if (!to || from === to) return doc
    await req.payload.delete({ collection: 'redirects', where: { from: { in: [from, to] } }, req })
    await req.payload.create({ collection: 'redirects', data: { from, to, statusCode: '301' }, req })
    // Older redirects to the old address now lead straight to the new one.
    await req.payload.update({ collection: 'redirects', where: { to: { equals: from } }, data: { to }, req })
    return doc
  }

  return { before, after }
}
