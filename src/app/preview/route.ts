import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { isContentEditorRequest } from '@/lib/cms/staff'
import { sitePath } from '@/lib/request/sitePath'
import { redirectToSitePath } from './redirect'

/**
 * Draft preview: a logged-in editor (the CMS session cookie) opens /preview?path=/o-nama and sees the
 * newest drafts on the site until /preview/exit (each draft render checks the session again: `showsDrafts`).
 * Anyone else gets 403 and the published site. The admin's preview button and live preview open it.
 */
export async function GET(request: NextRequest) {
  const path = sitePath(request.nextUrl.searchParams.get('path'))
  if (!path) return new Response('Bad request: path must be a site path.', { status: 400 })
  if (!(await isContentEditorRequest(request.headers))) {
    return new Response('Forbidden: log in to the CMS as an editor to preview drafts.', { status: 403 })
  }
  ;(await draftMode()).enable()
  return redirectToSitePath(path)
}
