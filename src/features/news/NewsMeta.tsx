import { getTranslations } from 'next-intl/server'
import { formatDay, formatDayRange, formatMoment } from '@/i18n/dates'
import type { Locale } from '@/i18n/locales'
import type { NewsCard } from '@/lib/cms/news'

type Props = { item: Pick<NewsCard, 'type' | 'publishedAt' | 'event'>; locale: Locale }

/** Whether the item is news or an event, when it was published, and for an event when and where it is held. */
export async function NewsMeta({ item, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'News' })
  const { event } = item
  return (
    <div className="text-sm">
      <p className="font-semibold uppercase tracking-wide text-brand-700">
        <span className={item.type === 'event' ? 'rounded bg-accent-500/20 px-2 py-0.5 text-ink' : undefined}>
          {t(`type.${item.type}`)}
        </span>{' '}
        · <span className="sr-only">{t('published')}: </span>
        <time dateTime={item.publishedAt}>{formatDay(item.publishedAt, locale)}</time>
      </p>
      {event && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-ink">
          <dt className="font-semibold">{t('eventDate')}:</dt>
          <dd>
            <time dateTime={event.start}>
              {event.end ? formatDayRange(event.start, event.end, locale) : formatMoment(event.start, locale)}
            </time>
          </dd>
          {event.place && (
            <>
              <dt className="font-semibold">{t('eventPlace')}:</dt>
              <dd>{event.place}</dd>
            </>
          )}
        </dl>
      )}
    </div>
  )
}
