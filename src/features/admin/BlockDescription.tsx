'use client'

import { useTranslation } from '@payloadcms/ui'
import { adminText, isAdminTextKey } from '@/i18n/adminText'

/** A block's first line in the editor: what the block shows on the page, in the staff member's language. */
export function BlockDescription({ block }: { block: string }) {
  const { i18n } = useTranslation()
  const key = `description.block.${block}`
  if (!isAdminTextKey(key)) return null
  // Payload's description style, set apart from the first field below it.
  return (
    <p className="field-description" style={{ marginBottom: 'var(--base)' }}>
      {adminText(i18n.language, key)}
    </p>
  )
}
