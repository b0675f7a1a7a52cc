import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const staffRoles = ['admin', 'editor', 'pharmacovigilance'] as const
export type StaffRole = (typeof staffRoles)[number]

function hasRole(req: PayloadRequest, ...roles: StaffRole[]): boolean {
  const userRoles = (req.user as { roles?: StaffRole[] } | null)?.roles ?? []
  return userRoles.some((role) => roles.includes(role))
}

export const isAdmin: Access = ({ req }) => hasRole(req, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req, 'admin')
export const isContentEditor: Access = ({ req }) => hasRole(req, 'admin', 'editor')
export const isContentEditorField: FieldAccess = ({ req }) => hasRole(req, 'admin', 'editor')

/** Anyone reads published content; editors also see drafts. */
export const publishedOrEditor: Access = ({ req }) =>
  hasRole(req, 'admin', 'editor') || { _status: { equals: 'published' } }

export const anyone: Access = () => true
export const nobody: Access = () => false

/** A staff member reads their own account; admins read all. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  return req.user ? { id: { equals: req.user.id } } : false
}
