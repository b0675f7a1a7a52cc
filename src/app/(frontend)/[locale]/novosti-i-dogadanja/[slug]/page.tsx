import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'
import { ContentPage } from '@/components/content/ContentPage'
import { SiteShell } from '@/components/SiteShell'
import { routing } from '@/i18n/routing'
import { getNewsBySlug, getNewsSlugs, listNews } from '@/lib/cms/news'
import { resolveLocale } from '@/lib/routes/localeParams'
import { newsItemAlternates } from '@/lib/seo/alternates'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function generateStaticParams() {
  const perLocale = await Promise.all(
    routing.locales.map(async (locale) => (await listNews(locale, 0)).map(({ slug }) => ({ locale, slug }))),
  )
  return perLocale.flat()
}

async function load(props: Props) {
  const locale = await resolveLocale(props.params)
  const { slug } = await props.params
  const item = await getNewsBySlug(locale, decodeURIComponent(slug))
  if (!item) notFound()
  return { locale, item, alternates: newsItemAlternates(await getNewsSlugs(item.id)) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, item, alternates } = await load(props)
  return pageMetadata({ locale, title: item.title, description: item.excerpt, alternates })
}

export default async function NewsItemPage(props: Props) {
  const { locale, item, alternates } = await load(props)
  const [format, t] = await Promise.all([getFormatter({ locale }), getTranslations({ locale, namespace: 'News' })])
  return (
    <SiteShell locale={locale} alternates={alternates}>
      <ContentPage title={item.title} lead={item.excerpt} context={{ locale }}>
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <p className="mb-6 text-sm font-semibold uppercase tracking-wide text-brand-700">
            {t(`type.${item.type}`)} ·{' '}
            <time dateTime={item.publishedAt}>
              {format.dateTime(new Date(item.publishedAt), { dateStyle: 'long' })}
            </time>
          </p>
          {item.content && <RichText data={item.content} className="prose-content text-lg" />}
        </div>
      </ContentPage>
    </SiteShell>
  )
}
