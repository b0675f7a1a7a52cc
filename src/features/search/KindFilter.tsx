import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site/SiteLink'
import type { Locale } from '@/i18n/locales'
import { searchHref } from '@/i18n/paths'
import { type ResultKind, resultKinds } from '@/lib/search/kinds'

type Props = { locale: Locale; query: string; current?: ResultKind; counts: Record<ResultKind, number> }

/** Links that narrow the results to one kind (or all): plain links, so they work without JavaScript. */
export async function KindFilter({ locale, query, current, counts }: Props) {
  const t = await getTranslations({ locale, namespace: 'Search' })
  const total = resultKinds.reduce((sum, kind) => sum + counts[kind], 0)
  const options = [
    { kind: undefined, label: t('kinds.all'), count: total },
    ...resultKinds
      .filter((kind) => counts[kind] > 0)
      .map((kind) => ({ kind, label: t(`kinds.${kind}`), count: counts[kind] })),
  ]
  return (
    <nav aria-label={t('filter')} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {options.map(({ kind, label, count }) => (
          <li key={kind ?? 'all'}>
            <SiteLink
              href={searchHref(locale, query, 1, kind)}
              aria-current={kind === current ? 'page' : undefined}
              className={
                kind === current
                  ? 'inline-flex min-h-11 items-center rounded-full bg-brand-800 px-4 font-semibold text-white'
                  : 'inline-flex min-h-11 items-center rounded-full border border-slate-400 px-4 font-semibold text-brand-800 hover:bg-brand-50'
              }
            >
              {t('kindCount', { label, count })}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
