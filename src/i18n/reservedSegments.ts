import { statusScreenSegment } from '../../server/statusScreenRoute.mjs'
import { unlocalizedSegments } from '../../server/unlocalizedSegments.mjs'
import { locales } from './locales'
import { screenPathnames, searchPathname } from './screens'

/** The proxy's own routes' first segments: the production server reads them too (`server/undecodablePath.mjs`). */
export { unlocalizedSegments }

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
