import { isContentEditorUser } from '@/access/roles'
import { readPreviewGrant } from '@/config/previewGrant'
import { payloadClient } from './client'

/** Whether a request carries the CMS session of staff who edit content (admins and editors). */
export async function isContentEditorRequest(headers: Headers): Promise<boolean> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers })
  return isContentEditorUser(user)
}

/** A preview grant's expiry when it is valid and names an account that still edits content, else null (previewGrant.ts). */
export async function contentEditorGrantExpiry(token: string | null | undefined): Promise<number | null> {
  const grant = readPreviewGrant(token)
  if (!grant) return null
  const payload = await payloadClient()
  const user = await payload.findByID({ collection: 'users', id: grant.user, depth: 0, disableErrors: true })
  return isContentEditorUser(user) ? grant.expires : null
}

/** Whether a staff account has this e-mail address (Payload keeps them lower-case). */
export async function staffAccountExists(email: string): Promise<boolean> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: email.trim().toLowerCase() } },
    overrideAccess: true,
  })
  return totalDocs > 0
}
