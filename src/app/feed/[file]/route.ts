import { getTranslations } from 'next-intl/server'
import { renderNewsFeed } from '@/features/news/feed'
import { newsFeedHref } from '@/features/news/listAddress'
import { routing } from '@/i18n/routing'
import { listLatestNews } from '@/lib/cms/news'
import { getSiteIdentity } from '@/lib/cms/siteSettings'
import { serverEnv } from '@/lib/env'
import { newsItemHref, screenHref } from '@/lib/seo/alternates'

/** How many of the newest items the feed carries. */
const feedLength = 30

// Rendered once per locale and kept until a news change expires the cached reads' tags.
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ file: `${locale}.xml` }))
}

/** The RSS 2.0 feed of a locale's newest news items and events, at /feed/{locale}.xml. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const locale = routing.locales.find((known) => `${known}.xml` === file)
  if (!locale) return new Response('Not found', { status: 404 })
  const { siteUrl } = serverEnv()
  const [items, identity, t] = await Promise.all([
    listLatestNews(locale, feedLength),
    getSiteIdentity(),
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
