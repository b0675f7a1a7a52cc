import type { MetadataRoute } from 'next'
import { screenKeys } from '@/i18n/screens'
import { listNewsAddresses } from '@/lib/cms/news'
import { getPagePaths, listPagePaths } from '@/lib/cms/pages'
import { handlerContext } from '@/lib/request/context'
import { type Alternates, newsItemAlternates, pageAlternates, screenAlternates } from '@/lib/seo/alternates'

// The market is chosen when the server starts, so the sitemap is written per request from cached reads.
export const dynamic = 'force-dynamic'

/** One entry per page and locale of this market, each listing the page's address in every locale. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { market, siteUrl } = handlerContext()
  const absolute = (alternates: Alternates) =>
    Object.fromEntries(Object.entries(alternates).map(([locale, path]) => [locale, `${siteUrl}${path}`]))

  const pages = await listPagePaths(market.id, market.defaultLocale)
  const news = await listNewsAddresses(market.id)
  const documents: Alternates[] = [
    ...screenKeys.map((screen) => screenAlternates(screen, market)),
    ...(await Promise.all(pages.map(async ({ id }) => pageAlternates(await getPagePaths(market.id, id), market)))),
    ...news.map(({ slugs }) => newsItemAlternates(slugs, market)),
  ]

  return documents.flatMap((alternates) => {
    const languages = absolute(alternates)
    return Object.values(languages).map((url) => ({ url, alternates: { languages } }))
  })
}
