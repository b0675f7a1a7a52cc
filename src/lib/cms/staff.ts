import { payloadClient } from './client'

const contentEditorRoles = new Set(['admin', 'editor'])

/** Whether a request carries the CMS session of staff who edit content (admins and editors). */
export async function isContentEditorRequest(headers: Headers): Promise<boolean> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers })
  const roles = (user as { roles?: string[] } | null)?.roles ?? []
  return roles.some((role) => contentEditorRoles.has(role))
}
