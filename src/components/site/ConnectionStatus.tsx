'use client'

import { useEffect, useRef, useState } from 'react'
import { useOnlineStatus } from './useOnlineStatus'

type ConnectionStrings = { offline: string; online: string }

/** How long the "connection restored" notice stays after going back online. */
const restoredNoticeMs = 4000

/** A small notice while the browser is offline, and briefly when the connection comes back. */
export function ConnectionStatus({ strings }: { strings: ConnectionStrings }) {
  const online = useOnlineStatus()
  const [restored, setRestored] = useState(false)
  const wasOffline = useRef(false)

  useEffect(() => {
    if (!online) {
      wasOffline.current = true
      setRestored(false)
      return
    }
    if (!wasOffline.current) return
    wasOffline.current = false
    setRestored(true)
    const timer = setTimeout(() => setRestored(false), restoredNoticeMs)
    return () => clearTimeout(timer)
  }, [online])

  const message = online ? (restored ? strings.online : '') : strings.offline
  // The live region stays in the page so that a change of its text is announced.
  return (
    <div role="status" className="pointer-events-none fixed inset-x-4 top-20 z-50 flex justify-center">
      {message && (
        <p
          data-connection={online ? 'online' : 'offline'}
          className={`max-w-md rounded-lg px-4 py-2 text-center text-sm font-semibold text-white shadow-lg ${
            online ? 'bg-brand-700' : 'bg-ink'
          }`}
        >
          {message}
        </p>
      )}
    </div>
  )
}
