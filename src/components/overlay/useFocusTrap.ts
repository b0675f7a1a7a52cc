'use client'

import { type RefObject, useEffect } from 'react'

const candidates = 'a[href], button, input, select, textarea, [tabindex]'

/** The elements Tab stops at, in order: widgets inside may hold hidden inputs and links taken out of the order. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(candidates)).filter(
    (element) =>
      element.tabIndex >= 0 && !element.matches(':disabled, [type="hidden"]') && !element.closest('[hidden]'),
  )
}

/**
 * While active: focus moves into the container, Tab cycles inside it, Escape calls onEscape (unless a
 * control inside already handled it), and on deactivation focus returns to the element that had it before.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  useEffect(() => {
    const root = container.current
    if (!active || !root) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    tabStops(root)[0]?.focus()

    const onEscapeKey = (event: KeyboardEvent) => {
      // A control inside that used Escape itself (e.g. to close its own list) keeps the overlay open.
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      onEscape()
    }
    const onTabKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const list = tabStops(root)
      const first = list[0]
      const last = list[list.length - 1]
      if (!first || !last) return
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onEscapeKey)
    document.addEventListener('keydown', onTabKey)
    return () => {
      document.removeEventListener('keydown', onEscapeKey)
      document.removeEventListener('keydown', onTabKey)
      if (opener?.isConnected) opener.focus()
    }
  }, [container, active, onEscape])
}
