import type { NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import type { routingFor } from './routing'

type Routing = ReturnType<typeof routingFor>
type Pathnames = Routing['pathnames']

/** A segment a pathname template can match only by itself: no parameter, nothing a regular expression reads. */
const literalSegment = /^[^[\]\\^$.|?*+(){}]*$/

function firstSegment(pathname: string) {
  return pathname.split('/')[1] ?? ''
}

/**
 * next-intl's locale routing with the work per request bounded: its middleware compiles a regular expression
 * for every localized pathname of the table until one matches, each request (about 45 for a CMS page, which
 * matches none: 10 % of the CPU a cached page costs, `npm run bench`). A request is routed here by a middleware
 * that knows only the pathnames whose first segment is one of the request's first two (the second is the first
 * after a locale prefix; empty when there is none, as the home page's is), and those whose first segment has a
 * parameter. Its answer is next-intl's for the whole table: no pathname left out can match the request.
 */
export function createLocaleRouter(routing: Routing) {
  const pathnames = Object.entries(routing.pathnames as Record<string, Record<string, string>>)
  const always: typeof pathnames = []
  const bySegment = new Map<string, typeof pathnames>()
  for (const entry of pathnames) {
    const segments = new Set([entry[0], ...Object.values(entry[1])].map(firstSegment))
    if ([...segments].some((segment) => !literalSegment.test(segment))) always.push(entry)
    else for (const segment of segments) bySegment.set(segment, [...(bySegment.get(segment) ?? []), entry])
  }
  const routers = new Map<string, (request: NextRequest) => NextResponse>()
  const routerFor = (segments: string[]) => {
    const known = [...new Set(segments)].filter((segment) => bySegment.has(segment)).sort()
    const key = known.join('/')
    let router = routers.get(key)
    if (!router) {
      const entries = [...always, ...known.flatMap((segment) => bySegment.get(segment) ?? [])]
      router = createMiddleware({ ...routing, pathnames: Object.fromEntries(entries) as Pathnames })
      routers.set(key, router)
    }
    return router
  }
  return (request: NextRequest) => {
    // The pathname as next-intl reads it: decoded, backslashes escaped, without tabs and line breaks, repeated
    // slashes as one (one it cannot decode it passes on whatever its table).
    let pathname: string
    try {
      pathname = decodeURI(request.nextUrl.pathname)
        .replace(/\\/g, '%5C')
        .replace(/[\t\n\r]/g, '')
        .replace(/\/+/g, '/')
    } catch {
      pathname = '/'
    }
    const [, first = '', second = ''] = pathname.split('/')
    return routerFor([first, second])(request)
  }
}
