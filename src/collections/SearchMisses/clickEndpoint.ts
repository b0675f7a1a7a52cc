import type { Endpoint, PayloadRequest } from 'payload'
import { settings } from '@/config/settings'
import { readSearchClick } from './clickAddress'
import { recordSearchClick } from './counts'

const headers = { 'Cache-Control': 'no-store' }

/**
 * `GET /api/search-misses/click?l=…&q=…&to=…`: a result opened from the search (its link leads here, with or
 * without JavaScript). Counts one click for the query in the running market, then redirects to the result.
 * Only to an address the search's index holds for that market and language: no open redirect, and no count
 * for what the search never offered.
 */
export const searchClickEndpoint: Endpoint = {
  path: '/click',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    const click = readSearchClick(new URL(req.url ?? 'http://localhost').searchParams)
    const { market } = settings()
    const offered =
      click &&
      (
        await req.payload.count({
          collection: 'search-entries',
          where: {
            and: [{ market: { equals: market } }, { locale: { equals: click.locale } }, { path: { equals: click.to } }],
          },
          overrideAccess: true,
        })
      ).totalDocs > 0
    if (!click || !offered) return new Response('Not found', { status: 404, headers })
    await recordSearchClick(req.payload, market, click.locale, click.query)
    return new Response(null, { status: 303, headers: { ...headers, Location: click.to } })
  },
}
