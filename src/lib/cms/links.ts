import { cacheTags } from '@/config/cacheTags'
import type { Locale } from '@/i18n/locales'
import { documentPageHref, jobPostingHref, localizedPath, newsItemHref, screenHref } from '@/i18n/paths'
import { isScreenKey } from '@/i18n/screens'
import type { MarketId } from '@/markets'
import type { Navigation } from '@/payload-types'
import { cachedRead, payloadClient } from './client'
import { listJobPostings } from './jobPostings'
import { getNewsAddress } from './news'
import { getPagePaths } from './pages'

type LinkValue = NonNullable<Navigation['services']>[number]['link']
export type ResolvedLink = { href: string; external: boolean }

/** The address of a CMS link in a market and locale; null when its page is not offered there. */
export async function resolveLink(
  link: LinkValue | null | undefined,
  market: MarketId,
  locale: Locale,
): Promise<ResolvedLink | null> {
  if (!link) return null
  if (link.type === 'url') return link.url ? { href: link.url, external: !link.url.startsWith('/') } : null
  if (link.type === 'screen') return link.screen ? { href: screenHref(link.screen, locale), external: false } : null
  const pageId = typeof link.page === 'object' ? link.page?.id : link.page
  if (pageId === undefined || pageId === null) return null
  const path = (await getPagePaths(market, pageId))[locale]
  return path ? { href: localizedPath(locale, path), external: false } : null
}

/** The screen key of a Screens document (a rich-text link names the document, not the screen). */
const getScreenKey = cachedRead('screen-key', [cacheTags.screens], async (id: number): Promise<string | null> => {
  const payload = await payloadClient()
  const screen = await payload.findByID({
    collection: 'screens',
    id,
    depth: 0,
    disableErrors: true,
    select: { screen: true },
  })
  return screen?.screen ?? null
})

/**
 * The address, in a market and locale, of a document an editor linked to inside rich text (a page, a fixed
 * screen, a news item, a job posting or a public document); null when it is not offered there.
 */
export async function documentHref(
  relationTo: string,
  value: number | { id: number } | null | undefined,
  market: MarketId,
  locale: Locale,
): Promise<string | null> {
  const id = typeof value === 'object' ? value?.id : value
  if (id === undefined || id === null) return null
  if (relationTo === 'pages') {
    const path = (await getPagePaths(market, id))[locale]
    return path ? localizedPath(locale, path) : null
  }
  if (relationTo === 'screens') {
    const screen = await getScreenKey(id)
    return screen && isScreenKey(screen) ? screenHref(screen, locale) : null
  }
  if (relationTo === 'news') {
    const slug = (await getNewsAddress(market, id))?.slugs[locale]
    return slug ? newsItemHref(slug, locale) : null
  }
  if (relationTo === 'job-postings') {
    const slug = (await listJobPostings(market, locale)).find((posting) => posting.id === id)?.slug
    return slug ? jobPostingHref(slug, locale) : null
  }
  if (relationTo === 'documents') return documentPageHref(id, locale)
  return null
}
