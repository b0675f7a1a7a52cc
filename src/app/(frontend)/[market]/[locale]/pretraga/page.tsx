import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { SearchPage } from '@/features/search/SearchPage'
import { resolveRoute, type SiteParams } from '@/lib/request/context'

type Props = {
  params: Promise<SiteParams>
  searchParams: Promise<{ q?: string | string[]; page?: string | string[]; kind?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveRoute(params)
  const [t, tSite] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'Site' }),
  ])
  // Results pages are not for search engines; their links are followed.
  return { title: { absolute: `${t('title')} | ${tSite('title')}` }, robots: { index: false, follow: true } }
}

/** The site search's results for `?q=` (and `&kind=`, `&page=`), in the running market and the page's language. */
export default async function SearchRoute({ params, searchParams }: Props) {
  const { locale, market } = await resolveRoute(params)
  const { q, page, kind } = await searchParams
  return <SearchPage market={market} locale={locale} q={q} page={page} kind={kind} />
}
