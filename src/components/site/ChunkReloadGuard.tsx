'use client'

import type React from 'react'
import { useEffect, useState } from 'react'
import { recoverFromChunkFailure } from './chunkReload'
import { ErrorView } from './ErrorView'

/**
 * Reloads the page when a code chunk loaded on demand fails (an import() whose rejection nobody
 * handled); when that already happened within the last minute, shows the error page instead.
 * Failures while rendering a page reach the error boundary (error.tsx), which does the same.
 */
export function ChunkReloadGuard({ children }: { children: React.ReactNode }) {
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const recover = (error: unknown) => {
      if (recoverFromChunkFailure(error) === 'failed') setFailed(true)
    }
    const onRejection = (event: PromiseRejectionEvent) => recover(event.reason)
    const onError = (event: ErrorEvent) => recover(event.error)
    window.addEventListener('unhandledrejection', onRejection)
    window.addEventListener('error', onError)
    return () => {
      window.removeEventListener('unhandledrejection', onRejection)
      window.removeEventListener('error', onError)
    }
  }, [])

  if (failed) return <ErrorView onRetry={() => window.location.reload()} />
  return children
}
