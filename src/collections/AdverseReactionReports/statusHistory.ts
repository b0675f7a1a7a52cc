import type { ArrayField, FieldHook } from 'payload'

/** One entry of a report's status history. */
export type StatusChange = { status: string; changedAt: string; changedBy?: string | null }

type Staff = { name?: string | null; email?: string | null }

/**
 * Appends the new status, its time and who set it (the staff member's name or address; none for the
 * web form) whenever the status changes. Derived from the stored history only, so no request can
 * rewrite it.
 */
const recordStatusChange: FieldHook = ({ data, originalDoc, operation, req }) => {
  const before = (Array.isArray(originalDoc?.statusHistory) ? originalDoc.statusHistory : []) as StatusChange[]
  const status = data?.status ?? originalDoc?.status
  if (typeof status !== 'string' || (operation === 'update' && status === originalDoc?.status)) return before
  const staff = req.user as Staff | null
  const changedBy = staff ? staff.name || staff.email || null : null
  return [...before, { status, changedAt: new Date().toISOString(), changedBy }]
}

export const statusHistoryField: ArrayField = {
  name: 'statusHistory',
  type: 'array',
  admin: { hidden: true },
  hooks: { beforeChange: [recordStatusChange] },
  fields: [
    { name: 'status', type: 'text', required: true },
    { name: 'changedAt', type: 'date', required: true },
    { name: 'changedBy', type: 'text' },
  ],
}
