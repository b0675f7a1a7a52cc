import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import type { PublicPath } from '@/collections/publicPaths'
import { isLocale } from '@/i18n/locales'

/**
 * Links to the old address keep working: `from` now leads to `to`, redirects that led to `from` lead to `to`
 * (no chains), and a redirect away from `to` goes (the address is a document's again).
 */
async function redirectMovedAddress(req: PayloadRequest, from: string, to: string) {
  const { payload } = req
  await payload.delete({ collection: 'redirects', where: { from: { equals: to } }, req })
  await payload.update({ collection: 'redirects', where: { to: { equals: from } }, data: { to }, req })
  const existing = await payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, req })
  const redirect = { from, to, statusCode: '301' as const }
  if (existing.docs[0]) await payload.update({ collection: 'redirects', id: existing.docs[0].id, data: redirect, req })
  else await payload.create({ collection: 'redirects', data: redirect, req })
}

/**
 * When a published document's public address changes in the locale being saved (a new slug, or a page moved
 * under another parent), the old address answers a permanent redirect to the new one. Compares with the
 * published document, not the last draft, since a draft's address was never public. Runs after the hooks that
 * compute the path.
 */
/** The collections whose documents have public addresses made from their slugs. */
type AddressedCollection = 'pages' | 'news' | 'job-postings'

export function redirectOnMove(collection: AddressedCollection, publicPath: PublicPath): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, operation, req }) => {
    const locale = req.locale
    if (operation !== 'update' || !originalDoc || !locale || !isLocale(locale)) return data
    if ((data._status ?? originalDoc._status) !== 'published') return data
    const published = await req.payload.findByID({
      collection,
      id: originalDoc.id,
      locale,
      // An address the document has in this locale, not another locale's shown in its place.
      fallbackLocale: false,
      depth: 0,
      draft: false,
      disableErrors: true,
      req,
    })
    if (published?._status !== 'published') return data
    const from = publicPath({ ...published }, locale)
    const to = publicPath({ ...originalDoc, ...data }, locale)
    if (from && to && from !== to) await redirectMovedAddress(req, from, to)
    return data
  }
}
