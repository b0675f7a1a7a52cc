import type { Locale } from '@/i18n/locales'
import { localizedPath, screenHref } from '@/i18n/paths'
import type { MarketId } from '@/markets'
import type { Navigation } from '@/payload-types'
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
