'use client'

import { dueSoonListQuery, reminderWindowDays, reportsCollection } from '@/collections/AdverseReactionReports/constants'

/** Above the report list: the reports the daily reminder lists (open, deadline past or within the window), or all. */
export function DueSoonFilter() {
  const href = (query: string) => `/admin/collections/${reportsCollection}${query ? `?${query}` : ''}`
  return (
    <nav
      aria-label="Report filters"
      style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', margin: '0 0 1rem' }}
    >
      <span>Show:</span>
      <a
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        href={href(dueSoonListQuery(new Date()))}
      >
        Deadline within {reminderWindowDays} days or passed
      </a>
      <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={href('')}>
        All reports
      </a>
    </nav>
  )
}
