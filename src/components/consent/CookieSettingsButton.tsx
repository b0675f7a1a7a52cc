'use client'

import { openCookieSettings } from '@/lib/consent/consent'

/** Reopens the cookie consent choice at any time (footer and cookie policy page). */
export function CookieSettingsButton({ label, className }: { label: string; className: string }) {
  return (
    <button type="button" onClick={openCookieSettings} className={className}>
      {label}
    </button>
  )
}
