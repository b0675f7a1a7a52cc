import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site/SiteLink'
import type { Locale } from '@/i18n/locales'
import type { NewsCategoryEntry } from '@/lib/cms/news'
import { newsListHref } from './listAddress'

type Props = { locale: Locale; categories: NewsCategoryEntry[]; current: NewsCategoryEntry | null }

/** Links to the list of one category or of all; the chosen one is in the address, so it can be shared. */
export async function CategoryFilter({ locale, categories, current }: Props) {
  const t = await getTranslations({ locale, namespace: 'News' })
  const options = [
    { key: 'all', label: t('allCategories'), slug: null, active: current === null },
    ...categories.map((category) => ({
      key: String(category.id),
      label: category.name[locale],
      slug: category.slug[locale],
      active: category.id === current?.id,
    })),
  ]
  return (
    <nav aria-label={t('categoryFilter')} className="mx-auto mb-8 max-w-7xl px-4 sm:px-6">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.key}>
            <SiteLink
              href={newsListHref(locale, { category: option.slug, page: 1 })}
              aria-current={option.active ? 'page' : undefined}
              className={`inline-block rounded-full border px-4 py-1.5 text-sm font-semibold ${
                option.active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 text-brand-800 hover:border-brand-700 hover:bg-brand-50'
              }`}
            >
              {option.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
