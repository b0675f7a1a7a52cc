'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { createLoadingBar, idleLoadingBar, type LoadingBar } from './loadingBar'
import { onNavigationEvents, pageKey } from './navigationEvents'

type NavigationProgressStrings = { progressLabel: string; loading: string; failed: string }

/**
 * The loading bar of client navigations: it appears when a navigation takes longer than 200 ms,
 * and tells screen readers politely that a page is loading or failed to load.
 */
export function NavigationProgress({ strings }: { strings: NavigationProgressStrings }) {
  const [state, setState] = useState(idleLoadingBar)
  // What screen readers were last told; a failure stays said after the bar hides.
  const [announcement, setAnnouncement] = useState<'loading' | 'failed' | null>(null)
  const bar = useRef<LoadingBar | null>(null)
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const shownPage = pageKey(pathname, search)
  const shownPageRef = useRef(shownPage)

  useEffect(() => {
    const loading = createLoadingBar((next) => {
      setState(next)
      if (next.status === 'failed') setAnnouncement('failed')
      else if (next.status === 'loading' && next.visible) setAnnouncement('loading')
      else if (next.status === 'done') setAnnouncement(null)
    })
    bar.current = loading
    const unsubscribe = onNavigationEvents({
      start: (url) => {
        const target = new URL(url, window.location.href)
        // Back and forward report the address already in the location bar, so compare with the page on screen.
        if (pageKey(target.pathname, target.search) !== shownPageRef.current) loading.start()
      },
      fail: () => loading.fail(),
    })
    return () => {
      unsubscribe()
      loading.dispose()
      bar.current = null
    }
  }, [])

  // A new page on screen ends the navigation.
  useEffect(() => {
    shownPageRef.current = shownPage
    bar.current?.finish()
  }, [shownPage])

  return (
    <>
      <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1">
        {state.visible && (
          <div
            role="progressbar"
            aria-label={strings.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.progress)}
            data-status={state.status}
            style={{ '--progress': state.progress / 100 } as CSSProperties}
            className={`h-full origin-left [transform:scaleX(var(--progress))] transition-transform duration-100 ease-linear motion-reduce:[transform:none] motion-reduce:transition-none ${
              state.status === 'failed' ? 'bg-red-700' : 'bg-brand-600'
            }`}
          />
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement ? strings[announcement] : ''}
      </p>
    </>
  )
}
