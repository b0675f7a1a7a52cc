import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { resolveRoute, type SiteParams } from '@/lib/request/context'
import { SearchPage } from './SearchPage'

type Parameter = string | string[] | undefined
type Params = Promise<SiteParams>

async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await resolveRoute(params)
  const [t, tSite] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'Site' }),
  ])
  // Results pages are not for search engines; their links are followed.
  return { title: { absolute: `${t('title')} | ${tSite('title')}` }, robots: { index: false, follow: true } }
}

/**
 * The search page rendered for one request: without a query it can search (none, an empty or a too long one),
 * or with a query not asked recently (so a query asked once leaves nothing in the cache).
 */
async function Page({
  params,
  searchParams,
}: {
  params: Params
  searchParams: Promise<{ q?: Parameter; page?: Parameter; kind?: Parameter }>
}) {
  const { locale, market } = await resolveRoute(params)
  const { q, page, kind } = await searchParams
  return <SearchPage market={market} locale={locale} q={q} page={page} kind={kind} cached={false} />
}

/** A segment as the visitor typed it (Next passes a segment with other than ASCII letters still encoded). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

type ResultsParams = Promise<SiteParams & { query: string; kind: string; page: string }>

/** A query's results, kind and page, from the internal route the proxy rewrites a query asked before to. */
async function ResultsPage({ params }: { params: ResultsParams }) {
  const { locale, market } = await resolveRoute(params)
  const { query, kind, page } = await params
  return <SearchPage market={market} locale={locale} q={decoded(query)} page={page} kind={decoded(kind)} cached />
}

/** None ahead of time: each query's results render on its first request, then come from Next's cache. */
async function generateStaticParams(): Promise<{ query: string; kind: string; page: string }[]> {
  return []
}

export const searchRoute = { Page, generateMetadata }
export const searchResultsRoute = { Page: ResultsPage, generateMetadata, generateStaticParams }
