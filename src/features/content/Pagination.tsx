import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site/SiteLink'
import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; current: number; totalPages: number; href: (page: number) => string }

/** Previous, numbered and next links between the pages of a list (news, search results). */
export async function Pagination({ locale, current, totalPages, href }: Props) {
  if (totalPages <= 1) return null
  const t = await getTranslations({ locale, namespace: 'News' })
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1)
  const step = 'rounded px-3 py-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline'
  return (
    <nav aria-label={t('pagination')} className="mx-auto mt-10 max-w-7xl px-4 sm:px-6">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 && (
          <li>
            <SiteLink href={href(current - 1)} rel="prev" className={step}>
              <span aria-hidden="true">←</span> {t('previousPage')}
            </SiteLink>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <SiteLink
              href={href(page)}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t('pageNumber', { page })}
              className={
                page === current
                  ? 'inline-block min-w-10 rounded bg-brand-700 px-3 py-1.5 text-center font-semibold text-white'
                  : 'inline-block min-w-10 rounded border border-slate-300 px-3 py-1.5 text-center font-semibold text-brand-800 hover:bg-brand-50'
              }
            >
              {page}
            </SiteLink>
          </li>
        ))}
        {current < totalPages && (
          <li>
            <SiteLink href={href(current + 1)} rel="next" className={step}>
              {t('nextPage')} <span aria-hidden="true">→</span>
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  )
}
