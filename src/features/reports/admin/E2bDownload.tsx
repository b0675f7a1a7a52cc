'use client'

import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { reportsCollection } from '@/collections/AdverseReactionReports/constants'
import { adminText } from '@/i18n/adminText'

/**
 * In the report's sidebar: download a human report as an ICH E2B(R3) XML message for the authority; a
 * veterinary report says why it has none.
 */
export function E2bDownload() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const kind = useFormFields(([fields]) => fields.kind?.value)
  if (id === undefined) return null
  if (kind === 'veterinary') {
    return <p style={{ marginBottom: '1.5rem' }}>{adminText(i18n.language, 'report.e2bVeterinary')}</p>
  }
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
