import { getTranslations } from 'next-intl/server'
import { SiteShell } from '@/features/shell/SiteShell'
import type { Locale } from '@/i18n/locales'
import { searchHref } from '@/i18n/paths'
import { cachedSearch, pageSearch } from '@/lib/cms/search'
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
  /** Whether the page is cached (its results then too), or rendered for this request alone. */
  cached: boolean
}

/**
 * The results page: the search box with the query, then a prompt, a refusal of a too-long query or the results.
 * A query asked again is rendered once per query, kind and page and then served from Next's cache
 * (`resultsAddress.ts`); the proxy counts the searches (`lib/cms/searchTally.ts`).
 */
export async function SearchPage({ market, locale, q, page, kind, cached }: Props) {
  const t = await getTranslations({ locale, namespace: 'Search' })
  const request = readSearchRequest(q, page, kind)
  const query = request.kind === 'empty' ? '' : request.query
  const results =
    request.kind === 'query'
      ? await (cached ? cachedSearch : pageSearch)(market.id, locale, query, request.page, request.resultKind ?? null)
      : undefined
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
