import { cookies, draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { previewGrantCookie } from '@/config/previewGrant'
import { contentEditorGrantExpiry, isContentEditorRequest } from '@/lib/cms/staff'
import { sitePath } from '@/lib/request/sitePath'
import { redirectToSitePath } from './redirect'

/**
 * Draft preview: a logged-in editor (the CMS session cookie) opens /preview?path=/o-nama and sees the
 * newest drafts on the site until /preview/exit (each draft render checks the session again: `showsDrafts`).
 * Another market's admin sends its editors with a preview grant instead (`&grant=…`, previewGrant.ts): this
 * site keeps it in a cookie its live-preview frame sends across sites. Anyone else gets 403 and the
 * published site. The admin's preview button and live preview open it.
 */
export async function GET(request: NextRequest) {
  const path = sitePath(request.nextUrl.searchParams.get('path'))
  if (!path) return new Response('Bad request: path must be a site path.', { status: 400 })
  const grant = request.nextUrl.searchParams.get('grant')
  const expires = await contentEditorGrantExpiry(grant)
  if (expires === null && !(await isContentEditorRequest(request.headers))) {
    return new Response('Forbidden: log in to the CMS as an editor to preview drafts.', { status: 403 })
  }
  ;(await draftMode()).enable()
  if (expires !== null) {
    // Sent in the other market's admin's frame too (a cross-site frame: SameSite=None, which needs Secure).
    const options = { httpOnly: true, secure: true, sameSite: 'none', path: '/', expires: new Date(expires) } as const
    ;(await cookies()).set(previewGrantCookie, grant ?? '', options)
  }
  return redirectToSitePath(path)
}
