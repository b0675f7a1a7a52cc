'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { scheduleHashScroll } from './hashScroll'

/** After a client navigation to an address with a hash, scrolls smoothly to its anchor (links: SiteLink). */
export function HashScroll() {
  const pathname = usePathname()
  const firstPage = useRef(true)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page shown
  useEffect(() => {
    // The browser itself scrolls to the anchor of the page it loaded.
    if (firstPage.current) {
      firstPage.current = false
      return
    }
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    return scheduleHashScroll(window.location.hash, document, reducedMotion)
  }, [pathname])

  return null
}
