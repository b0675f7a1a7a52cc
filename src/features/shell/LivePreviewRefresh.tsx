'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * The origin of the admin whose live preview frames this page: this site's own, or another market's site
 * (`adminOrigins`, the sites' configured addresses), whose admin edits this market's language and opened the
 * frame (the frame's referrer: its origin under the site's referrer policy).
 */
function framingAdminOrigin(adminOrigins: string[]): string {
  const own = window.location.origin
  if (window.parent === window || !document.referrer || !URL.canParse(document.referrer)) return own
  const framing = new URL(document.referrer).origin
  return adminOrigins.includes(framing) ? framing : own
}

/**
 * In the admin's live preview (an iframe of the site), renders the page again from the newest draft each
 * time the editor's form autosaves (Payload's own live-preview SDK, which takes messages from the admin's
 * origin only). Rendered only while drafts are shown, so visitors never load it.
 */
export function LivePreviewRefresh({ adminOrigins }: { adminOrigins: string[] }) {
  const router = useRouter()
  // Read in effects only (the SDK's listener), so the server render needs no value.
  const adminOrigin = typeof window === 'undefined' ? '' : framingAdminOrigin(adminOrigins)
  return <RefreshRouteOnSave refresh={router.refresh} serverURL={adminOrigin} />
}
