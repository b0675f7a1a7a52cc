import { getTranslations } from 'next-intl/server'
import { SiteShell } from '@/features/shell/SiteShell'
import type { Locale } from '@/i18n/locales'
import { searchHref } from '@/i18n/paths'
import { searchSite } from '@/lib/cms/search'
import { recordSearchMiss } from '@/lib/cms/searchMisses'
import type { MarketRules } from '@/markets'
import { maxQueryLength, readSearchRequest } from './query'
import { SearchForm } from './SearchForm'
import { SearchResults } from './SearchResults'

type Props = {
  market: MarketRules
  locale: Locale
  q: string | string[] | undefined
  page: string | string[] | undefined
  kind: string | string[] | undefined
}

/** The results page: the search box with the query, then a prompt, a refusal of a too-long query or the results. */
export async function SearchPage({ market, locale, q, page, kind }: Props) {
  const t = await getTranslations({ locale, namespace: 'Search' })
  const request = readSearchRequest(q, page, kind)
  const query = request.kind === 'empty' ? '' : request.query
  const results =
    request.kind === 'query'
      ? await searchSite(market.id, locale, query, request.page, { kind: request.resultKind })
      : undefined
  // What visitors did not find, for the editors: counted without anything about the visitor.
  if (results && Object.values(results.kinds).every((count) => count === 0)) {
    await recordSearchMiss(market.id, locale, query)
  }
  const alternates = Object.fromEntries(market.locales.map((other) => [other, searchHref(other)]))

  return (
    <SiteShell locale={locale} alternates={alternates}>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">
          {request.kind === 'query' ? t('resultsFor', { query }) : t('title')}
        </h1>
        <SearchForm locale={locale} query={query} className="mt-6" inputClassName="w-full max-w-xl" />
        <div className="mt-8">
          {request.kind === 'empty' && <p className="text-lg text-muted">{t('prompt')}</p>}
          {request.kind === 'tooLong' && (
            <p role="alert" className="text-lg text-ink">
              {t('tooLong', { max: maxQueryLength })}
            </p>
          )}
          {request.kind === 'query' && results && (
            <SearchResults locale={locale} query={query} kind={request.resultKind} results={results} />
          )}
        </div>
      </div>
    </SiteShell>
  )
}
