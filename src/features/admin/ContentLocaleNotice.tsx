'use client'

import { useLocale, useTranslation } from '@payloadcms/ui'
import { adminText } from '@/i18n/adminText'

/**
 * "Content language: Croatian" at the top of every admin screen: the admin reopens in the locale last
 * edited, so the one in use is always said.
 */
export function ContentLocaleNotice() {
  const locale = useLocale()
  const { i18n } = useTranslation()
  const label = typeof locale.label === 'string' ? locale.label : (locale.label?.[i18n.language] ?? locale.code)
  return (
    <p
      className="content-locale-notice"
      style={{
        margin: 0,
        padding: '4px 16px',
        textAlign: 'end',
        fontSize: '0.875rem',
        background: 'var(--theme-elevation-50)',
      }}
    >
      {adminText(i18n.language, 'admin.contentLocale')}: <strong>{label}</strong>
    </p>
  )
}
