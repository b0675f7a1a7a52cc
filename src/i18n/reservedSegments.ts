import { statusScreenSegment } from '../../server/statusScreenRoute.mjs'
import { locales } from './locales'
import { screenPathnames, searchPathname } from './screens'

/**
 * First path segments the proxy leaves to something other than the localized site: Payload's admin and API,
 * the asset and preview routes, Next's internals. `src/proxy.ts` lists them in its matcher (which Next reads
 * as a literal at build time; a unit test keeps the two alike).
 */
export const unlocalizedSegments = ['admin', 'api', 'assets', 'preview', 'next', '_next', '_vercel'] as const

/** The news feeds' folder (`/feed/hr.xml`): its files have an extension, which the proxy leaves alone anyway. */
const feedSegment = 'feed'

/** The first segments a fixed screen or the search uses in some locale (`karijere`, `o-nas`, `iskanje`…). */
const screenSegments = [...Object.values(screenPathnames), searchPathname].flatMap((entry) =>
  Object.values(entry).map((pathname) => pathname.split('/')[1] ?? ''),
)

/**
 * Slugs a top-level CMS page cannot have: they are exactly a segment that already leads elsewhere (a locale
 * prefix, a fixed screen, an unlocalized route, the status screens' folder). Only the whole segment counts: `administracija` is free.
 */
export const reservedTopLevelSlugs: ReadonlySet<string> = new Set(
  [...unlocalizedSegments, feedSegment, statusScreenSegment, ...locales, ...screenSegments].filter(Boolean),
)
