import type { MetadataRoute } from 'next'
import { routing } from '@/i18n/routing'
import { screenKeys } from '@/i18n/screens'
import { listNewsAddresses } from '@/lib/cms/news'
import { getPagePaths, listPagePaths } from '@/lib/cms/pages'
import { serverEnv } from '@/lib/env'
import { type Alternates, newsItemAlternates, pageAlternates, screenAlternates } from '@/lib/seo/alternates'

/** One entry per page and locale, each listing the page's address in every locale. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = serverEnv()
  const absolute = (alternates: Alternates) =>
    Object.fromEntries(Object.entries(alternates).map(([locale, path]) => [locale, `${siteUrl}${path}`]))

  const defaultLocale = routing.defaultLocale
  const pages = await listPagePaths(defaultLocale)
  const news = await listNewsAddresses()
  const documents: Alternates[] = [
    ...screenKeys.map((screen) => screenAlternates(screen)),
    ...(await Promise.all(pages.map(async ({ id }) => pageAlternates(await getPagePaths(id))))),
    ...news.map(({ slugs }) => newsItemAlternates(slugs)),
  ]

  return documents.flatMap((alternates) => {
    const languages = absolute(alternates)
    return Object.values(languages).map((url) => ({ url, alternates: { languages } }))
  })
}
