import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { newsFeedLinks } from '@/features/news/feed'
import { NewsArticleView } from '@/features/news/NewsArticleView'
import { isLocale } from '@/i18n/locales'
import { getNewsArticle, listNewsAddresses } from '@/lib/cms/news'
import { serverEnv } from '@/lib/env'
import { resolveLocale } from '@/lib/routes/localeParams'
import { newsItemAlternates } from '@/lib/seo/alternates'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return []
  const locale = params.locale
  return (await listNewsAddresses()).map(({ slugs }) => ({ slug: slugs[locale] }))
}

async function load(props: Props) {
  const locale = await resolveLocale(props.params)
  const { slug } = await props.params
  const article = await getNewsArticle(locale, decodeURIComponent(slug))
  if (!article) notFound()
  return { locale, article, alternates: newsItemAlternates(article.slugs) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, article, alternates } = await load(props)
  const metadata = await pageMetadata({ locale, title: article.title, description: article.excerpt, alternates })
  const cover = article.cover
  const images = cover
    ? [
        {
          url: new URL(cover.url, serverEnv().siteUrl).toString(),
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
