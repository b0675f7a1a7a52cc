import { getTranslations } from 'next-intl/server'
import { searchClickHref } from '@/collections/SearchMisses/clickAddress'
import { Pagination } from '@/features/content/Pagination'
import type { Locale } from '@/i18n/locales'
import { searchHref } from '@/i18n/paths'
import type { SearchResults as Results, SearchHit } from '@/lib/cms/search'
import type { ResultKind } from '@/lib/search/kinds'
import { excerptOf, highlightSegments } from './highlight'
import { KindFilter } from './KindFilter'

type Props = { locale: Locale; query: string; kind?: ResultKind; results: Results }

/** Text with the words that matched the query marked. */
function Highlighted({ text, matched }: { text: string; matched: ReadonlySet<string> }) {
  return highlightSegments(text, matched).map((segment, index) =>
    segment.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text never move
      <mark key={index} className="rounded-sm bg-brand-100 px-0.5 font-semibold text-ink">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  )
}

/** The excerpt of a hit: from its summary and paragraphs, one a line, so no heading runs into the text. */
function snippetOf(hit: SearchHit, matched: ReadonlySet<string>): string {
  return excerptOf([hit.summary, hit.body].filter(Boolean).join('\n'), matched)
}

/** The count, the filter by kind, the list of hits (title linked, kind, an excerpt around the match) and the pages. */
export async function SearchResults({ locale, query, kind, results }: Props) {
  const t = await getTranslations({ locale, namespace: 'Search' })
  const all = Object.values(results.kinds).reduce((sum, count) => sum + count, 0)
  if (all === 0) return <p className="text-lg text-muted">{t('none', { query })}</p>
  const matched = new Set(results.matched)
  return (
    <>
      <p className="text-muted" aria-live="polite">
        {t('count', { count: results.total })}
      </p>
      <KindFilter locale={locale} query={query} current={kind} counts={results.kinds} />
      {results.total === 0 && <p className="mt-6 text-lg text-muted">{t('noneOfKind', { query })}</p>}
      <ol aria-label={t('results')} className="mt-6 space-y-8">
        {results.hits.map((hit) => (
          <li key={hit.id}>
            <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t(`kind.${hit.kind}`)}</p>
            <h2 className="text-xl font-bold text-brand-800">
              {/* A plain link through the click count (an API route, not a page), which redirects to the result. */}
              <a
                href={searchClickHref({ locale, query, to: hit.path })}
                rel="nofollow"
                className="underline-offset-4 hover:underline"
              >
                <Highlighted text={hit.title} matched={matched} />
              </a>
            </h2>
            <p className="mt-1 text-ink">
              <Highlighted text={snippetOf(hit, matched)} matched={matched} />
            </p>
          </li>
        ))}
      </ol>
      <Pagination
        locale={locale}
        current={results.page}
        totalPages={results.pageCount}
        href={(page) => searchHref(locale, query, page, kind)}
      />
    </>
  )
}
