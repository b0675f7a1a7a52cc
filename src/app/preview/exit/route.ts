import { cookies, draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { previewGrantCookie } from '@/config/previewGrant'
import { sitePath } from '@/lib/request/sitePath'
import { redirectToSitePath } from '../redirect'

/** Leaves draft preview and returns to the published page. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(previewGrantCookie)
  // Only a path on this site: never a redirect to another origin (no open redirect).
  const target = sitePath(request.nextUrl.searchParams.get('path')) ?? '/'
  return redirectToSitePath(target)
}
