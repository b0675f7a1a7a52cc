'use client'

import { useSelection } from '@payloadcms/ui'
import { exportFormats, reportsCollection } from '@/collections/AdverseReactionReports/constants'

/** Above the report list: download the selected reports (or, with none selected, all of them) as JSON or CSV. */
export function ReportExport() {
  const { selectedIDs } = useSelection()
  const ids = selectedIDs.join(',')
  const scope = ids ? `${selectedIDs.length} selected` : 'all'
  return (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', margin: '0 0 1rem' }}>
      <span>Export {scope}:</span>
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
