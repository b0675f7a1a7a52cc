import { createHmac, timingSafeEqual } from 'node:crypto'
import { settings } from '@/config/settings'

/**
 * A preview grant: what lets an editor's live preview show drafts on another market's site, where the
 * editor's CMS session cookie (set by the site whose admin they use) is not sent. It names the editor and
 * an expiry, signed with the key derived from PAYLOAD_SECRET (the sites share it, as they share the
 * database). The address carrying it stays the same for hours, so the live preview's frame is not reloaded
 * on every autosave; each use checks the account again (`contentEditorGrantExpiry` in staff.ts).
 */
type PreviewGrant = { user: string; expires: number }

/** The cookie the other site keeps the grant in while the editor previews there. */
export const previewGrantCookie = 'preview_grant'

const windowMs = 4 * 60 * 60 * 1000

function signatureOf(body: string): Buffer {
  return createHmac('sha256', settings().payloadSecret).update(`preview-grant:${body}`).digest()
}

/** A grant for the editor `user`, valid until the end of the next 4-hour window (4 to 8 hours). */
export function signPreviewGrant(user: number | string, now = Date.now()): string {
  const expires = (Math.floor(now / windowMs) + 2) * windowMs
  const body = Buffer.from(JSON.stringify({ user: String(user), expires })).toString('base64url')
  return `${body}.${signatureOf(body).toString('base64url')}`
}

/** The grant a token carries, or null when it is malformed, signed with another key or expired. */
export function readPreviewGrant(token: string | null | undefined, now = Date.now()): PreviewGrant | null {
  const [body, signature, ...rest] = (token ?? '').split('.')
  if (!body || !signature || rest.length > 0) return null
  const given = Buffer.from(signature, 'base64url')
  const expected = signatureOf(body)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<PreviewGrant>
    if (typeof grant.user !== 'string' || typeof grant.expires !== 'number' || grant.expires <= now) return null
    return { user: grant.user, expires: grant.expires }
  } catch {
    return null
  }
}
