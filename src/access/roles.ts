import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const staffRoles = ['admin', 'editor', 'pharmacovigilance', 'hr'] as const
type StaffRole = (typeof staffRoles)[number]

function userHasRole(user: unknown, ...roles: StaffRole[]): boolean {
  const userRoles = (user as { roles?: StaffRole[] } | null)?.roles ?? []
  return userRoles.some((role) => roles.includes(role))
}

function hasRole(req: PayloadRequest, ...roles: StaffRole[]): boolean {
  return userHasRole(req.user, ...roles)
}

export const isAdmin: Access = ({ req }) => hasRole(req, 'admin')
export const isAdminUser = (user: unknown) => userHasRole(user, 'admin')
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

/** Job postings: HR writes them as the editors do (drafts, publishing, scheduling); anyone reads what is published. */
const hrOrEditor: Access = ({ req }) => hasRole(req, 'admin', 'editor', 'hr')
export const jobPostingAccess = {
  read: ({ req }: Parameters<Access>[0]) => hrOrEditor({ req }) || { _status: { equals: 'published' } },
  readVersions: hrOrEditor,
  create: hrOrEditor,
  update: hrOrEditor,
  delete: hrOrEditor,
} satisfies Record<string, Access>

/** Adverse-reaction reports hold health data: only pharmacovigilance staff and admins see them. */
export const isPharmacovigilance: Access = ({ req }) => hasRole(req, 'admin', 'pharmacovigilance')
export const isPharmacovigilanceUser = (user: unknown): boolean => userHasRole(user, 'admin', 'pharmacovigilance')
/** Staff who edit content (admins and editors), e.g. for draft preview. */
export const isContentEditorUser = (user: unknown): boolean => userHasRole(user, 'admin', 'editor')

/** Job applications and their CVs hold personal data: only HR staff and admins see them. */
export const isHr: Access = ({ req }) => hasRole(req, 'admin', 'hr')
export const isHrUser = (user: unknown): boolean => userHasRole(user, 'admin', 'hr')

/** A contact message's mail: neither a report's, nor a reminder, nor an application's notice. */
const contactMail: Where = {
  and: [{ report: { exists: false } }, { deadlineReminder: { equals: false } }, { jobApplication: { exists: false } }],
}
/** A report's mail (health data) and the deadline reminders. */
const reportMail: Where = { or: [{ report: { exists: true } }, { deadlineReminder: { equals: true } }] }
const applicationMail: Where = { jobApplication: { exists: true } }

/**
 * Outgoing mail: a contact message's for admins and editors; a report's and the deadline reminders for
 * admins and pharmacovigilance; an application's notice for admins and HR.
 */
export const mailOutboxReader: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  const readable = [
    ...(hasRole(req, 'editor') ? [contactMail] : []),
    ...(hasRole(req, 'pharmacovigilance') ? [reportMail] : []),
    ...(hasRole(req, 'hr') ? [applicationMail] : []),
  ]
  return readable.length > 0 ? { or: readable } : false
}

export const anyone: Access = () => true
export const nobody: Access = () => false

/**
 * A staff member reads their own account; pharmacovigilance staff also their colleagues' (a report's assignee
 * is one of them); admins read all.
 */
export const staffAccountReader: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  if (!req.user) return false
  const own: Where = { id: { equals: req.user.id } }
  return hasRole(req, 'pharmacovigilance') ? { or: [own, { roles: { contains: 'pharmacovigilance' } }] } : own
}

/** A staff member changes their own account; admins change all. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  return req.user ? { id: { equals: req.user.id } } : false
}
