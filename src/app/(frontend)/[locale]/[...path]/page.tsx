import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ContentPage } from '@/components/content/ContentPage'
import { SiteShell } from '@/components/SiteShell'
import { isLocale } from '@/i18n/locales'
import { getPageByPath, getPagePaths, listPagePaths } from '@/lib/cms/pages'
import { resolveLocale } from '@/lib/routes/localeParams'
import { pageAlternates } from '@/lib/seo/alternates'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string; path: string[] }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return []
  const pages = await listPagePaths(params.locale)
  return pages.map(({ path }) => ({ path: path.split('/').filter(Boolean) }))
}

async function load(props: Props) {
  const locale = await resolveLocale(props.params)
  const { path: segments } = await props.params
  const path = `/${segments.map(decodeURIComponent).join('/')}`
  const page = await getPageByPath(locale, path)
  if (!page) notFound()
  return { locale, page, alternates: pageAlternates(await getPagePaths(page.id)) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page, alternates } = await load(props)
  return pageMetadata({ locale, title: page.metaTitle || page.title, description: page.description, alternates })
}

export default async function CmsPage(props: Props) {
  const { locale, page, alternates } = await load(props)
  return (
    <SiteShell locale={locale} alternates={alternates}>
      <ContentPage title={page.title} lead={page.lead} blocks={page.layout} context={{ locale, pageId: page.id }} />
    </SiteShell>
  )
}
