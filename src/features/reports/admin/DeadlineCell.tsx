'use client'

import type { DefaultCellComponentProps } from 'payload'
import { isOverdue } from '../deadline'

/** The deadline column of the report list: an open report past its deadline stands out in red, with the word. */
export function DeadlineCell({ cellData, rowData }: DefaultCellComponentProps) {
  if (typeof cellData !== 'string' || !cellData) return <span>—</span>
  const status = typeof rowData?.status === 'string' ? rowData.status : 'new'
  const when = new Date(cellData).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
  if (!isOverdue(cellData, status)) return <span>{when}</span>
  return (
    <strong data-overdue="true" style={{ color: '#b91c1c' }}>
      {when} · overdue
    </strong>
  )
}
