import { getFormatter, getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site/SiteLink'
import type { Locale } from '@/i18n/locales'
import { listNews } from '@/lib/cms/news'
import { newsItemHref } from '@/lib/seo/alternates'

/** The newest news items and events of the market, newest first. */
export async function NewsList({ locale, limit = 0 }: { locale: Locale; limit?: number }) {
  const [items, format, t] = await Promise.all([
    listNews(locale, limit),
    getFormatter({ locale }),
    getTranslations({ locale, namespace: 'News' }),
  ])
  if (items.length === 0) {
    const tContent = await getTranslations({ locale, namespace: 'Content' })
    return <p className="mx-auto max-w-7xl px-4 text-lg text-muted sm:px-6">{tContent('empty')}</p>
  }
  return (
    <section className="mx-auto max-w-7xl px-4 sm:px-6" aria-label={t('listLabel')}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {t(`type.${item.type}`)} ·{' '}
              <time dateTime={item.publishedAt}>
                {format.dateTime(new Date(item.publishedAt), { dateStyle: 'long' })}
              </time>
            </p>
            <h3 className="mt-2 text-xl font-semibold text-brand-900">
              <SiteLink href={newsItemHref(item.slug, locale)} className="hover:underline">
                {item.title}
              </SiteLink>
            </h3>
            {item.excerpt && <p className="mt-2 text-muted">{item.excerpt}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
