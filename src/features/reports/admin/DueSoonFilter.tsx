'use client'

import { useTranslation } from '@payloadcms/ui'
import { dueSoonListQuery, reminderWindowDays, reportsCollection } from '@/collections/AdverseReactionReports/constants'
import { adminText } from '@/i18n/adminText'
import { fill } from '../text'

/** Above the report list: the reports the daily reminder lists (open, deadline past or within the window), or all. */
export function DueSoonFilter() {
  const { i18n } = useTranslation()
  const text = (key: Parameters<typeof adminText>[1]) => adminText(i18n.language, key)
  const href = (query: string) => `/admin/collections/${reportsCollection}${query ? `?${query}` : ''}`
  return (
    <nav
      aria-label={text('report.filters')}
      style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', margin: '0 0 1rem' }}
    >
      <span>{text('report.show')}</span>
      <a
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        href={href(dueSoonListQuery(new Date()))}
      >
        {fill(text('report.dueSoon'), { days: reminderWindowDays })}
      </a>
      <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={href('')}>
        {text('report.all')}
      </a>
    </nav>
  )
}
