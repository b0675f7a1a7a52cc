import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site/SiteLink'
import type { Locale } from '@/i18n/locales'
import { type ResponsiveSlot, responsivePaginationWindow } from './paginationWindow'

type Props = { locale: Locale; current: number; totalPages: number; href: (page: number) => string }

/** The display of a slot: on phones only the narrow window's slots, from `sm` on the wide window's. */
function shownAt({ narrow, wide }: ResponsiveSlot): string {
  if (narrow && wide) return 'flex'
  return narrow ? 'flex sm:hidden' : 'hidden sm:flex'
}

/**
 * Previous and next links and a window of page numbers (first, last, the current page and its neighbours,
 * ellipses between) of a list (news, search results): as long for page 2 of 3 as for page 100 of 2,000,
 * and one row at 320 px, where the previous/next labels are read but not shown and the neighbours drop out.
 */
export async function Pagination({ locale, current, totalPages, href }: Props) {
  if (totalPages <= 1) return null
  const t = await getTranslations({ locale, namespace: 'News' })
  const step =
    'inline-flex min-h-10 min-w-9 items-center justify-center gap-1 rounded px-1 font-semibold text-brand-800 underline-offset-4 hover:underline sm:min-w-10 sm:px-3'
  return (
    <nav aria-label={t('pagination')} className="mx-auto mt-10 max-w-7xl px-4 sm:px-6">
      <ul className="flex items-center justify-center gap-1 sm:flex-wrap sm:gap-2">
        {current > 1 && (
          <li className="flex">
            <SiteLink href={href(current - 1)} rel="prev" className={step}>
              <span aria-hidden="true">←</span> <span className="sr-only sm:not-sr-only">{t('previousPage')}</span>
            </SiteLink>
          </li>
        )}
        {responsivePaginationWindow(current, totalPages).map((slot) =>
          slot.kind === 'gap' ? (
            <li key={`gap-${slot.after}`} aria-hidden="true" className={`${shownAt(slot)} px-0.5 text-muted sm:px-1`}>
              …
            </li>
          ) : (
            <li key={slot.page} className={shownAt(slot)}>
              <SiteLink
                href={href(slot.page)}
                aria-current={slot.page === current ? 'page' : undefined}
                aria-label={t('pageNumber', { page: slot.page })}
                className={`inline-flex min-h-10 min-w-9 items-center justify-center rounded px-1 font-semibold sm:min-w-10 sm:px-2 ${
                  slot.page === current
                    ? 'bg-brand-700 text-white'
                    : 'border border-slate-300 text-brand-800 hover:bg-brand-50'
                }`}
              >
                {slot.page}
              </SiteLink>
            </li>
          ),
        )}
        {current < totalPages && (
          <li className="flex">
            <SiteLink href={href(current + 1)} rel="next" className={step}>
              <span className="sr-only sm:not-sr-only">{t('nextPage')}</span> <span aria-hidden="true">→</span>
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  )
}
