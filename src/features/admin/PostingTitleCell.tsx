'use client'

import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { adminText } from '@/i18n/adminText'

/** The posting an application answers, in the inbox's list; "Open application" where it answers none. */
export function PostingTitleCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const title = typeof cellData === 'string' ? cellData.trim() : ''
  return <span>{title || adminText(i18n.language, 'application.openApplication')}</span>
}
