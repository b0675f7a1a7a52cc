import type { MetadataRoute } from 'next'
import { isOpenPosting } from '@/collections/JobPostings/options'
import { screenKeys } from '@/i18n/screens'
import { listJobPostings } from '@/lib/cms/jobPostings'
import { listNewsAddresses } from '@/lib/cms/news'
import { getPagePaths, listPagePaths } from '@/lib/cms/pages'
import { handlerContext } from '@/lib/request/context'
import {
  type Alternates,
  jobPostingAlternates,
  newsItemAlternates,
  pageAlternates,
  screenAlternates,
} from '@/lib/seo/alternates'

// The market is chosen when the server starts, so the sitemap is written per request from cached reads.
export const dynamic = 'force-dynamic'

/** One entry per page and locale of this market, each listing the page's address in every locale. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { market, siteUrl } = handlerContext()
  const absolute = (alternates: Alternates) =>
    Object.fromEntries(Object.entries(alternates).map(([locale, path]) => [locale, `${siteUrl}${path}`]))

  const pages = await listPagePaths(market.id, market.defaultLocale)
  const news = await listNewsAddresses(market.id)
  const now = new Date()
  // A posting written in one locale only is read in that one; each open posting once, with all its slugs.
  const postingsByLocale = await Promise.all(market.locales.map((locale) => listJobPostings(market.id, locale)))
  const postings = [...new Map(postingsByLocale.flat().map((posting) => [posting.id, posting])).values()].filter(
    (posting) => isOpenPosting(posting.closingDate, now),
  )
  const documents: Alternates[] = [
    ...screenKeys.map((screen) => screenAlternates(screen, market)),
    ...(await Promise.all(pages.map(async ({ id }) => pageAlternates(await getPagePaths(market.id, id), market)))),
    ...news.map(({ slugs }) => newsItemAlternates(slugs, market)),
    ...postings.map(({ slugs }) => jobPostingAlternates(slugs, market)),
  ]

  return documents.flatMap((alternates) => {
    const languages = absolute(alternates)
    return Object.values(languages).map((url) => ({ url, alternates: { languages } }))
  })
}
