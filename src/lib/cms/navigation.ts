import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/locales'
import { screenHref } from '@/lib/seo/alternates'
import { currentMarketId } from '@/markets'
import type { Navigation } from '@/payload-types'
import { cachedRead, payloadClient } from './client'
import { listPagePaths } from './pages'
import { cacheTags } from './tags'

export type MenuLink = { label: string; href: string; external: boolean }
export type Menus = Record<'services' | 'offerings' | 'primary' | 'footer', MenuLink[]>

type MenuEntry = NonNullable<Navigation['services']>[number]

/** The menus in a locale, with every link resolved to its address and kept only where offered. */
export const getMenus = cachedRead(
  'menus',
  [cacheTags.navigation, cacheTags.pages],
  async (locale: Locale): Promise<Menus> => {
    const payload = await payloadClient()
    const navigation = await payload.findGlobal({ slug: 'navigation', locale, depth: 0 })
    const pagePaths = new Map((await listPagePaths(locale)).map(({ id, path }) => [id, path]))
    const market = currentMarketId()

    const resolve = (entry: MenuEntry): MenuLink[] => {
      if (!entry.markets?.includes(market)) return []
      const { link } = entry
      if (link.type === 'url' && link.url) return [{ label: entry.label, href: link.url, external: true }]
      if (link.type === 'screen' && link.screen) {
        return [{ label: entry.label, href: screenHref(link.screen, locale), external: false }]
      }
      const pageId = typeof link.page === 'object' ? link.page?.id : link.page
      const path = pageId === undefined || pageId === null ? undefined : pagePaths.get(pageId)
      return path ? [{ label: entry.label, href: localizedPath(locale, path), external: false }] : []
    }

    return {
      services: (navigation.services ?? []).flatMap(resolve),
      offerings: (navigation.offerings ?? []).flatMap(resolve),
      primary: (navigation.primary ?? []).flatMap(resolve),
      footer: (navigation.footer ?? []).flatMap(resolve),
    }
  },
)
