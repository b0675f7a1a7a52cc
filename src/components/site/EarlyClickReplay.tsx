'use client'

import { useEffect } from 'react'
import { earlyClickGlobal } from '../../../server/earlyClick.mjs'

type EarlyClickWindow = Window & { [earlyClickGlobal]?: () => HTMLElement | null }

/**
 * A page's framework scripts start after its load (server/hydrateAfterLoad.mjs), and a button clicked before
 * they ran did nothing: once the page has hydrated it is clicked again, so that the menu a visitor tapped
 * early opens (and the scripts started at that first click, not after the load).
 */
export function EarlyClickReplay() {
  useEffect(() => {
    const button = (window as EarlyClickWindow)[earlyClickGlobal]?.()
    // After the page's own mount effects: a menu closes itself when it mounts. Focused first, as the visitor's
    // click focused it: what the button opens returns focus to it when it closes.
    if (button)
      setTimeout(() => {
        if (!button.isConnected) return
        button.focus({ preventScroll: true })
        button.click()
      }, 0)
  }, [])
  return null
}
