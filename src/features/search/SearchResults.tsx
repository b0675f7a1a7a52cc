import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site/SiteLink'
import { Pagination } from '@/features/content/Pagination'
import type { Locale } from '@/i18n/locales'
import { searchHref } from '@/i18n/paths'
import type { SearchResults as Results, SearchHit } from '@/lib/cms/search'
import { excerptAround, highlightSegments } from './highlight'

type Props = { locale: Locale; query: string; words: string[]; results: Results }

/** Text with the query's matches marked. */
function Highlighted({ text, words }: { text: string; words: string[] }) {
  return highlightSegments(text, words).map((segment, index) =>
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

function snippetOf(hit: SearchHit, words: string[]): string {
  const text = [hit.summary, hit.body].filter(Boolean).join(' ')
  return excerptAround(text, words)
}

/** The count, the list of hits (title linked, kind, an excerpt around the match) and the pages. */
export async function SearchResults({ locale, query, words, results }: Props) {
  const t = await getTranslations({ locale, namespace: 'Search' })
  if (results.total === 0) return <p className="text-lg text-muted">{t('none', { query })}</p>
  return (
    <>
      <p className="text-muted" aria-live="polite">
        {t('count', { count: results.total })}
      </p>
      <ol aria-label={t('results')} className="mt-6 space-y-8">
        {results.hits.map((hit) => (
          <li key={hit.id}>
            <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t(`kind.${hit.source}`)}</p>
            <h2 className="text-xl font-bold text-brand-800">
              <SiteLink href={hit.path} className="underline-offset-4 hover:underline">
                <Highlighted text={hit.title} words={words} />
              </SiteLink>
            </h2>
            <p className="mt-1 text-ink">
              <Highlighted text={snippetOf(hit, words)} words={words} />
            </p>
          </li>
        ))}
      </ol>
      <Pagination
        locale={locale}
        current={results.page}
        totalPages={results.pageCount}
        href={(page) => searchHref(locale, query, page)}
      />
    </>
  )
}
