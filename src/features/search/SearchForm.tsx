import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { searchHref } from '@/i18n/paths'
import { maxQueryLength } from './query'

type Props = { locale: Locale; query?: string; className?: string; inputClassName: string }

/** The site search box: a plain GET form to the results page, so it works without JavaScript. */
export async function SearchForm({ locale, query, className, inputClassName }: Props) {
  const t = await getTranslations({ locale, namespace: 'Search' })
  const tHeader = await getTranslations({ locale, namespace: 'Header' })
  return (
    <search aria-label={tHeader('search')} className={className}>
      <form action={searchHref(locale)} method="get" className="flex items-stretch">
        <input
          type="search"
          name="q"
          defaultValue={query}
          maxLength={maxQueryLength}
          aria-label={tHeader('search')}
          placeholder={t('placeholder')}
          className={`min-h-11 rounded-l-lg border border-slate-400 px-3 text-ink placeholder:text-slate-600 ${inputClassName}`}
        />
        <button
          type="submit"
          className="flex min-h-11 min-w-11 items-center justify-center rounded-r-lg bg-brand-700 px-3 text-white hover:bg-brand-800"
        >
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{t('submit')}</span>
        </button>
      </form>
    </search>
  )
}
