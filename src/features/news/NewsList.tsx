import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site/SiteLink'
import type { Locale } from '@/i18n/locales'
import { newsItemHref } from '@/i18n/paths'
import type { NewsCard } from '@/lib/cms/news'
import { CoverImage } from './CoverImage'
import { NewsMeta } from './NewsMeta'

type Props = {
  items: NewsCard[]
  locale: Locale
  label: string
  /** The level of each card's title under the heading the list stands under. */
  headingLevel: 2 | 3
  /** The list opens its page: the first cover is the largest paint on a phone, so it loads first. */
  leadsPage?: boolean
}

/**
 * News items and events as cards: cover, type, date (and an event's date and place), title, excerpt. An item
 * offered in another language than the page's (on English pages, one written only in the market's own
 * language) says so in words and carries its language, so a reader knows before opening it.
 */
export async function NewsList({ items, locale, label, headingLevel, leadsPage = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'News' })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul aria-label={label} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => {
        const lang = item.language === locale ? undefined : item.language
        return (
          <li key={item.id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 shadow-sm">
            {item.cover && (
              <CoverImage
                cover={item.cover}
                alt=""
                priority={leadsPage && index === 0}
                sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                className="aspect-video w-full object-cover"
              />
            )}
            <div className="flex flex-1 flex-col gap-2 p-6">
              <NewsMeta item={item} locale={locale} />
              {lang && (
                <p className="self-start rounded bg-accent-500/20 px-2 py-0.5 text-sm font-semibold text-ink">
                  {t('inLanguage', { language: lang })}
                </p>
              )}
              <Heading className="text-xl font-semibold text-brand-900" lang={lang}>
                <SiteLink href={newsItemHref(item.slug, locale)} className="hover:underline">
                  {item.title}
                </SiteLink>
              </Heading>
              {item.excerpt && (
                <p className="text-muted" lang={lang}>
                  {item.excerpt}
                </p>
              )}
              {item.categories.length > 0 && (
                <p className="mt-auto pt-2 text-sm text-muted">{item.categories.map(({ name }) => name).join(' · ')}</p>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
