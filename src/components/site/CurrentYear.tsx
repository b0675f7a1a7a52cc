'use client'

import type React from 'react'
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * This year by the visitor's clock. A statically rendered page keeps the year it was rendered in (its
 * `children`, what shows without JavaScript) until it is rendered again, so the browser writes the year itself.
 */
export function CurrentYear({ children }: { children: React.ReactNode }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => null,
  )
  return <>{year ?? children}</>
}
