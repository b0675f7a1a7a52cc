import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { prerendered } from '@/config/prerender'
import { newsFeedLinks } from '@/features/news/feed'
import { NewsArticleView } from '@/features/news/NewsArticleView'
import { isLocale } from '@/i18n/locales'
import { getDraftNewsArticle, showsDrafts } from '@/lib/cms/drafts'
import { getNewsArticle, listLatestNews } from '@/lib/cms/news'
import { resolveRoute, type SiteParams } from '@/lib/request/context'
import { newsItemAlternates } from '@/lib/seo/alternates'
import { pageMetadata } from '@/lib/seo/metadata'
import { isMarketId } from '@/markets'

type Props = { params: Promise<SiteParams & { slug: string }> }

/** The locale's newest items (in the language each is shown in, as the page answers); older ones render on request. */
export async function generateStaticParams({ params }: { params: SiteParams }) {
  if (!isMarketId(params.market) || !isLocale(params.locale)) return []
  const newest = await listLatestNews(params.market, params.locale, prerendered.newsItemsPerLocale)
  return newest.map(({ slug }) => ({ slug }))
}

async function load(props: Props) {
  const { locale, market, siteUrl } = await resolveRoute(props.params)
  const { slug } = await props.params
  const read = (await showsDrafts()) ? getDraftNewsArticle : getNewsArticle
  const article = await read(market.id, locale, decodeURIComponent(slug))
  if (!article) notFound()
  return { locale, siteUrl, article, alternates: newsItemAlternates(article.slugs, market) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, siteUrl, article, alternates } = await load(props)
  const metadata = await pageMetadata({ locale, title: article.title, description: article.excerpt, alternates })
  const cover = article.cover
  const images = cover
    ? [
        {
          url: new URL(cover.url, siteUrl).toString(),
          width: cover.width,
          height: cover.height,
          alt: cover.alt,
        },
      ]
    : []
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: await newsFeedLinks(locale) },
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      section: article.categories[0]?.name,
      images,
    },
    twitter: {
      card: images.length > 0 ? 'summary_large_image' : 'summary',
      title: article.title,
      description: article.excerpt ?? undefined,
      images,
    },
  }
}

export default async function NewsItemPage(props: Props) {
  const { locale, article, alternates } = await load(props)
  return <NewsArticleView locale={locale} article={article} alternates={alternates} />
}
