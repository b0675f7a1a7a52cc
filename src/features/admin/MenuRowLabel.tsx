'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'
import { adminText } from '@/i18n/adminText'

/** A menu row, collapsed, reads as the link's text ("Pravila kolačića"); a new row without text, as "Link 3". */
export function MenuRowLabel() {
  const { data, rowNumber } = useRowLabel<{ label?: string | null }>()
  const { i18n } = useTranslation()
  const label = data?.label?.trim()
  return <span>{label || `${adminText(i18n.language, 'admin.menuRow')} ${(rowNumber ?? 0) + 1}`}</span>
}
