'use client'

import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { DeadlineMark } from './DeadlineMark'

/** The deadline column of the report list, in the staff member's admin language. */
export function DeadlineCell({ cellData, rowData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  if (typeof cellData !== 'string' || !cellData) return <span>—</span>
  const status = typeof rowData?.status === 'string' ? rowData.status : 'new'
  return <DeadlineMark deadline={cellData} status={status} language={i18n.language} />
}
