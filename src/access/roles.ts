import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const staffRoles = ['admin', 'editor', 'pharmacovigilance'] as const
type StaffRole = (typeof staffRoles)[number]

function userHasRole(user: unknown, ...roles: StaffRole[]): boolean {
  const userRoles = (user as { roles?: StaffRole[] } | null)?.roles ?? []
  return userRoles.some((role) => roles.includes(role))
}

function hasRole(req: PayloadRequest, ...roles: StaffRole[]): boolean {
  return userHasRole(req.user, ...roles)
}

export const isAdmin: Access = ({ req }) => hasRole(req, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req, 'admin')
export const isContentEditor: Access = ({ req }) => hasRole(req, 'admin', 'editor')
export const isContentEditorField: FieldAccess = ({ req }) => hasRole(req, 'admin', 'editor')

/** Anyone reads published content; editors also see drafts. */
const publishedOrEditor: Access = ({ req }) => hasRole(req, 'admin', 'editor') || { _status: { equals: 'published' } }

/** Content with drafts: anyone reads what is published; only editors and admins write, and read drafts and versions. */
export const contentAccess = {
  read: publishedOrEditor,
  readVersions: isContentEditor,
  create: isContentEditor,
  update: isContentEditor,
  delete: isContentEditor,
}

/** Adverse-reaction reports hold health data: only pharmacovigilance staff and admins see them. */
export const isPharmacovigilance: Access = ({ req }) => hasRole(req, 'admin', 'pharmacovigilance')
export const isPharmacovigilanceUser = (user: unknown): boolean => userHasRole(user, 'admin', 'pharmacovigilance')
/** Staff who edit content (admins and editors), e.g. for draft preview. */
export const isContentEditorUser = (user: unknown): boolean => userHasRole(user, 'admin', 'editor')

/**
 * Outgoing mail: a contact message's for admins and editors; a report's (health data) and the deadline
 * reminders for admins and pharmacovigilance.
 */
export const mailOutboxReader: Access = ({ req }) => {
  const contactMail = hasRole(req, 'admin', 'editor')
  const reportMail = hasRole(req, 'admin', 'pharmacovigilance')
  if (contactMail && reportMail) return true
  const contactOnly: Where = { and: [{ report: { exists: false } }, { deadlineReminder: { equals: false } }] }
  const reportOnly: Where = { or: [{ report: { exists: true } }, { deadlineReminder: { equals: true } }] }
  if (contactMail) return contactOnly
  if (reportMail) return reportOnly
  return false
}

export const anyone: Access = () => true
export const nobody: Access = () => false

/** A staff member reads their own account; admins read all. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  return req.user ? { id: { equals: req.user.id } } : false
}
