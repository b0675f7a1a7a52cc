'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { reportsCollection } from '@/collections/AdverseReactionReports/constants'
import { adminText } from '@/i18n/adminText'

/** In the report's sidebar: download it as an ICH E2B(R3) XML message for the authority. */
export function E2bDownload() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  if (id === undefined) return null
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        href={`/api/${reportsCollection}/${id}/e2b`}
        download
      >
        {adminText(i18n.language, 'report.e2bDownload')}
      </a>
    </div>
  )
}
