import { cacheTags } from '@/config/cacheTags'
import type { Locale } from '@/i18n/locales'
import type { MarketId } from '@/markets'
import type { Navigation } from '@/payload-types'
import { cachedRead, ownLanguageOnly, payloadClient } from './client'
import { resolveLink } from './links'

export type MenuLink = { label: string; href: string; external: boolean }
export type Menus = Record<'services' | 'offerings' | 'primary' | 'footer', MenuLink[]>

type MenuEntry = NonNullable<Navigation['services']>[number]

/** A market's menus in a locale, with every link resolved to its address and kept only where offered. */
export const getMenus = cachedRead(
  'menus',
  [cacheTags.navigation, cacheTags.pages],
  async (market: MarketId, locale: Locale): Promise<Menus> => {
    const payload = await payloadClient()
    const navigation = await payload.findGlobal({ slug: 'navigation', locale, ...ownLanguageOnly, depth: 0 })

    const resolveMenu = async (entries: MenuEntry[] | null | undefined): Promise<MenuLink[]> => {
      const offered = (entries ?? []).filter((entry) => entry.label && entry.markets?.includes(market))
      const links = await Promise.all(
        offered.map(async (entry) => {
          const link = await resolveLink(entry.link, market, locale)
          return link ? [{ label: entry.label, ...link }] : []
        }),
      )
      return links.flat()
    }

    const [services, offerings, primary, footer] = await Promise.all([
      resolveMenu(navigation.services),
      resolveMenu(navigation.offerings),
      resolveMenu(navigation.primary),
      resolveMenu(navigation.footer),
    ])
    return { services, offerings, primary, footer }
  },
)
