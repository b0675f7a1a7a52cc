import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { prerendered, shallowestPaths } from '@/config/prerender'
import { ContentPage } from '@/features/content/ContentPage'
import { SiteShell } from '@/features/shell/SiteShell'
import { isLocale } from '@/i18n/locales'
import { getDraftPageByPath, showsDrafts } from '@/lib/cms/drafts'
import { getPageByPath, getPagePaths, listPagePaths } from '@/lib/cms/pages'
import { resolveRoute, type SiteParams } from '@/lib/request/context'
import { pageAlternates } from '@/lib/seo/alternates'
import { pageMetadata } from '@/lib/seo/metadata'
import { isMarketId } from '@/markets'

type Props = { params: Promise<SiteParams & { path: string[] }> }

export async function generateStaticParams({ params }: { params: SiteParams }) {
  if (!isMarketId(params.market) || !isLocale(params.locale)) return []
  const pages = shallowestPaths(await listPagePaths(params.market, params.locale), prerendered.pagesPerLocale)
  return pages.map(({ path }) => ({ path: path.split('/').filter(Boolean) }))
}

async function load(props: Props) {
  const { locale, market } = await resolveRoute(props.params)
  const { path: segments } = await props.params
  const path = `/${segments.map(decodeURIComponent).join('/')}`
  const page = (await showsDrafts())
    ? await getDraftPageByPath(locale, path)
    : await getPageByPath(market.id, locale, path)
  if (!page) notFound()
  // The requested path stays among the alternates even for a draft shown in preview, which has no published paths.
  return {
    locale,
    page,
    alternates: pageAlternates({ ...(await getPagePaths(market.id, page.id)), [locale]: path }, market),
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page, alternates } = await load(props)
  return pageMetadata({
    locale,
    title: page.metaTitle || page.title,
    description: page.description,
    alternates,
    image: page.metaImage,
  })
}

export default async function CmsPage(props: Props) {
  const { locale, page, alternates } = await load(props)
  return (
    <SiteShell locale={locale} alternates={alternates}>
      <ContentPage title={page.title} lead={page.lead} blocks={page.layout} context={{ locale, pageId: page.id }} />
    </SiteShell>
  )
}
