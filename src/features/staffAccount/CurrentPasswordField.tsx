'use client'

import { FieldDescription, PasswordField, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { adminText } from '@/i18n/adminText'

// The server decides whether the change needs it (collections/hooks/accountChanges.ts): no check in the browser,
// where Payload's password field would otherwise require it for every save.
const checkedOnSave = () => true as const

/** The current password on one's own account screen, typed hidden like the new one. */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const { i18n } = useTranslation()
  const fieldPath = path ?? field.name
  return (
    <div>
      <PasswordField
        autoComplete="current-password"
        field={{ ...field, label: adminText(i18n.language, 'account.currentPassword') }}
        path={fieldPath}
        validate={checkedOnSave}
      />
      <FieldDescription description={adminText(i18n.language, 'account.currentPasswordHint')} path={fieldPath} />
    </div>
  )
}
