import { getTranslations } from 'next-intl/server'
import { renderNewsFeed } from '@/features/news/feed'
import { newsFeedHref } from '@/features/news/listAddress'
import { newsItemHref, screenHref } from '@/i18n/paths'
import { listLatestNews } from '@/lib/cms/news'
import { getSiteIdentity } from '@/lib/cms/siteSettings'
import { handlerContext } from '@/lib/request/context'

/** How many of the newest items the feed carries. */
const feedLength = 50

// The market is chosen when the server starts, so the feed is written per request from cached reads.
export const dynamic = 'force-dynamic'

/** The RSS 2.0 feed of a locale's newest news items and events in this market, at /feed/{locale}.xml. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const { market, siteUrl } = handlerContext()
  const locale = market.locales.find((known) => `${known}.xml` === file)
  if (!locale) return new Response('Not found', { status: 404 })
  const [items, identity, t] = await Promise.all([
    listLatestNews(market.id, locale, feedLength),
    getSiteIdentity(market.id),
    getTranslations({ locale, namespace: 'News' }),
  ])
  const body = renderNewsFeed({
    locale,
    title: `${t('listLabel')} | ${identity.companyName}`,
    description: t('feedDescription', { company: identity.companyName }),
    link: `${siteUrl}${screenHref('news', locale)}`,
    self: `${siteUrl}${newsFeedHref(locale)}`,
    items: items.map((item) => ({ ...item, link: `${siteUrl}${newsItemHref(item.slug, locale)}` })),
  })
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
