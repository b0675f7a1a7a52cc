'use client'

import { type ReactNode, useId, useLayoutEffect, useRef } from 'react'
import { CloseButton } from './CloseButton'

type Props = {
  id?: string
  /** The heading that names the dialog (`aria-labelledby`). */
  title: ReactNode
  titleClassName?: string
  closeLabel: string
  /** Asked to close: Escape, the close button, or (with closeOnBackdropClick) a click beside the panel. */
  onClose: () => void
  closeOnBackdropClick?: boolean
  /** Where the dialog sits and how large it is; it has no background of its own. */
  className?: string
  /** The white panel inside it. */
  panelClassName?: string
  children: ReactNode
  /** Marks the dialog for code that asks where focus is (`element.closest('[data-…]')`). */
  [dataAttribute: `data-${string}`]: string | boolean | undefined
}

/**
 * Every overlay of the site: a native modal `<dialog>`, open while it is rendered. `showModal()` gives
 * the top layer, an inert page behind it (so Tab stays inside) and Escape; this adds focus return to
 * the element that opened it, the heading as its name, and optionally closing on a backdrop click.
 * Page scrolling is locked by CSS while any modal dialog is open (`globals.css`).
 */
export function Dialog({
  id,
  title,
  titleClassName = 'text-2xl font-bold text-brand-900',
  closeLabel,
  onClose,
  closeOnBackdropClick = false,
  className = '',
  panelClassName = '',
  children,
  ...dataAttributes
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  // A layout effect, so the dialog is modal (and focused inside) before the browser paints it.
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!element.open) element.showModal()
    return () => {
      // While the dialog is modal the page behind it is inert and cannot take focus: close it first.
      element.close()
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape and the close button close it by keyboard
    <dialog
      {...dataAttributes}
      ref={dialog}
      id={id}
      aria-labelledby={titleId}
      className={`bg-transparent p-0 backdrop:bg-ink/60 ${className}`}
      onCancel={(event) => {
        // Escape asks the owner, which unmounts the dialog; a control inside that used Escape stops it first.
        event.preventDefault()
        onClose()
      }}
      // The browser may close the dialog itself (a repeated Escape cannot be cancelled): the owner follows. The
      // event comes late: a dialog open again by then (React's development re-run of effects) stays open.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose()
      }}
      onClick={(event) => {
        // The panel fills the dialog box, so a click on the dialog itself is on its backdrop or margin.
        if (closeOnBackdropClick && event.target === event.currentTarget) onClose()
      }}
    >
      <div className={`relative bg-white shadow-xl ${panelClassName}`}>
        <CloseButton label={closeLabel} onClick={onClose} className="absolute right-3 top-3" />
        <h2 id={titleId} className={`pr-12 ${titleClassName}`}>
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  )
}
