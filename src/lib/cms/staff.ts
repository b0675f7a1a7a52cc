import { isContentEditorUser } from '@/access/roles'
import { payloadClient } from './client'

/** Whether a request carries the CMS session of staff who edit content (admins and editors). */
export async function isContentEditorRequest(headers: Headers): Promise<boolean> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers })
  return isContentEditorUser(user)
}
