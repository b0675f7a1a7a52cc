'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In the admin's live preview (an iframe of the site on the admin's origin), renders the page again from
 * the newest draft each time the editor's form autosaves (Payload's own live-preview SDK). Rendered only
 * while drafts are shown, so visitors never load it.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  // The admin is served by this same app, so its origin is the page's; the value is read in effects only.
  const adminOrigin = typeof window === 'undefined' ? '' : window.location.origin
  return <RefreshRouteOnSave refresh={router.refresh} serverURL={adminOrigin} />
}
