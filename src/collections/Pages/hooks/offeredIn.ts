import type { CollectionBeforeChangeHook } from 'payload'
import type { MarketId } from '@/markets'
import { marketIds } from '@/markets'
import type { Page } from '@/payload-types'

type MarketsByLocale = Record<string, MarketId[] | null | undefined>

/**
 * Keeps `offeredIn`, the markets in which a page is offered in any language, in step with its
 * per-language `markets`: the admin list filters by it (Payload 3.90's SQL adapters, SQLite and PostgreSQL,
 * cannot filter by a localized hasMany select).
 */
export const computeOfferedIn: CollectionBeforeChangeHook<Page> = async ({ data, originalDoc, req }) => {
  const savedLocale = req.locale
  const stored = originalDoc?.id
    ? await req.payload.findByID({
        collection: 'pages',
        id: originalDoc.id,
        locale: 'all',
        depth: 0,
        draft: true,
        select: { markets: true },
        // A copy: the Local API sets the request's locale to the one it reads in, and this save goes on in its own.
        req: { ...req },
      })
    : null
  const perLocale = { ...((stored?.markets ?? {}) as unknown as MarketsByLocale) }
  if (savedLocale && data.markets) perLocale[savedLocale] = data.markets
  const offered = new Set(Object.values(perLocale).flatMap((markets) => markets ?? []))
  return { ...data, offeredIn: marketIds.filter((id) => offered.has(id)) }
}
