'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type React from 'react'
import { useSyncExternalStore } from 'react'
import { leavesCurrentPage, reportNavigationFailure } from './navigationEvents'
import { prefetchIdleReached, subscribeToPrefetchIdle } from './prefetchIdle'
import { allowsPrefetch, type ConnectionInfo } from './prefetchPolicy'

type NetworkInformation = ConnectionInfo & EventTarget

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection
}

function subscribe(onChange: () => void) {
  const current = connection()
  current?.addEventListener('change', onChange)
  const stopWaiting = subscribeToPrefetchIdle(onChange)
  return () => {
    current?.removeEventListener('change', onChange)
    stopWaiting()
  }
}

// The server render prefetches nothing; in the browser links wait until it was idle after the page loaded.
function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => prefetchIdleReached() && allowsPrefetch(connection()),
    () => false,
  )
}

// Resolves addresses against the current path during the server render too, where no location exists.
const localOrigin = 'http://site.invalid'

type Props = Omit<React.ComponentProps<typeof Link>, 'href' | 'prefetch' | 'scroll' | 'onNavigate'> & { href: string }

/**
 * The site's internal link: next/link with the site's navigation policy in one place. It prefetches once
 * the browser was idle after the page loaded (at most 2000 ms after the load), unless the connection is 2g
 * or saves data; it refuses to leave the page while offline (the browser would replace the site with its
 * offline page) and shows the loading bar's failure instead; it lets the browser load the page while the
 * current one is still hydrating; and on a link to an anchor of another page it leaves the scrolling to
 * HashScroll (smoothly, after 250 ms).
 */
export function SiteLink({ href, ...props }: Props) {
  const prefetchAllowed = usePrefetchAllowed()
  const pathname = usePathname()
  const target = new URL(href, `${localOrigin}${pathname}`)
  const toAnchorOfOtherPage = target.origin === localOrigin && target.hash !== '' && target.pathname !== pathname

  return (
    <Link
      {...props}
      href={href}
      prefetch={prefetchAllowed ? null : false}
      scroll={!toAnchorOfOtherPage}
      onNavigate={(event) => {
        if (!leavesCurrentPage(href)) return
        if (!navigator.onLine) {
          event.preventDefault()
          reportNavigationFailure()
        } else if (!prefetchIdleReached()) {
          // React takes over the head's metadata (title, canonical, alternates) in a boundary it hydrates after
          // the page itself: a client navigation before then leaves the old page's tags in the head beside the
          // new ones. Until the browser was idle after the hydration, the browser loads the page instead.
          event.preventDefault()
          window.location.assign(href)
        }
      }}
    />
  )
}
