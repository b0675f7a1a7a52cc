'use client'

import { useSelection, useTranslation } from '@payloadcms/ui'
import { exportFormats, reportsCollection } from '@/collections/AdverseReactionReports/constants'
import { adminText } from '@/i18n/adminText'
import { fill } from '../text'

/** Above the report list: download the selected reports (or, with none selected, all of them) as JSON or CSV. */
export function ReportExport() {
  const { selectedIDs } = useSelection()
  const { i18n } = useTranslation()
  const ids = selectedIDs.join(',')
  const label = ids
    ? fill(adminText(i18n.language, 'report.exportSelected'), { count: selectedIDs.length })
    : adminText(i18n.language, 'report.exportAll')
  return (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', margin: '0 0 1rem' }}>
      <span>{label}</span>
      {exportFormats.map((format) => (
        <a
          key={format}
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          href={`/api/${reportsCollection}/export?format=${format}${ids ? `&ids=${ids}` : ''}`}
          download
        >
          {format.toUpperCase()}
        </a>
      ))}
    </div>
  )
}
