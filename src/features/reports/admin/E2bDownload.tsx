'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { reportsCollection } from '@/collections/AdverseReactionReports/constants'

/** In the report's sidebar: download it as an ICH E2B(R3) XML message for the authority. */
export function E2bDownload() {
  const { id } = useDocumentInfo()
  if (id === undefined) return null
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        href={`/api/${reportsCollection}/${id}/e2b`}
        download
      >
        Download E2B(R3) XML
      </a>
    </div>
  )
}
