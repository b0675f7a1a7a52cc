import type { DefaultServerCellComponentProps } from 'payload'
import { adminContentLocale, adminText } from '@/i18n/adminText'
import { formatMoment } from '@/i18n/dates'
import { upcomingSchedules } from './upcoming'

/**
 * The "Scheduled" column of a list: the next publication or withdrawal the admin's scheduling dialog queued for
 * the row's document, at its time in the company's time zone; empty when none waits.
 */
export async function ScheduledCell({ payload, i18n, rowData, collectionConfig }: DefaultServerCellComponentProps) {
  const id = rowData?.id
  if (id === undefined || id === null) return null
  const [next] = await upcomingSchedules(payload, collectionConfig.slug, String(id))
  if (!next) return <span>—</span>
  const action = adminText(i18n.language, next.type === 'unpublish' ? 'schedule.unpublishAt' : 'schedule.publishAt')
  return (
    <span data-scheduled={next.type}>
      {action} {formatMoment(next.at, adminContentLocale(i18n.language))}
    </span>
  )
}
