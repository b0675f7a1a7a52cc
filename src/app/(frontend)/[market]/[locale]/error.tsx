'use client'

import { useEffect } from 'react'
import { recoverFromChunkFailure } from '@/components/site/chunkReload'
import { ErrorView } from '@/components/site/ErrorView'
import { reportNavigationFailure } from '@/components/site/navigationEvents'

/** Replaces the page content when rendering fails: no stack trace reaches the visitor. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // A page whose code chunk failed to load is reloaded (at most once a minute); any other failure shows here.
    if (recoverFromChunkFailure(error) !== 'reloading') reportNavigationFailure()
  }, [error])

  return <ErrorView onRetry={reset} />
}
