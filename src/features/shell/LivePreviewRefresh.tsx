'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

// Payload's live-preview messages (what @payloadcms/live-preview sends and expects; that package is not
// installed because Payload refuses to start beside a package of another version than its own).
const documentEvent = 'payload-document-event'
const readyMessage = { type: 'payload-live-preview', ready: true }

/**
 * In the admin's live preview (an iframe of the site on the admin's origin), renders the page again from
 * the newest draft each time the editor's form autosaves. Rendered only while drafts are shown, so
 * visitors never run it.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const adminOrigin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin === adminOrigin && event.data?.type === documentEvent) router.refresh()
    }
    window.addEventListener('message', onMessage)
    if (window.parent !== window) window.parent.postMessage(readyMessage, adminOrigin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
