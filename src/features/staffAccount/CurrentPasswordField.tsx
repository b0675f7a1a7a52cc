'use client'

import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/** The current password on one's own account screen, typed hidden like the new one. */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField autoComplete="current-password" field={field} path={path ?? field.name} />
)
