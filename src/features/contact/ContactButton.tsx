'use client'

import type React from 'react'
import { preloadContactOverlay } from './ContactRoot'
import { openContactForm } from './contactState'

type Props = {
  children: React.ReactNode
  className?: string
  /** Key of a contact-directory entry to preselect, e.g. on a department page or a call to action. */
  department?: string
}

/** Opens the contact overlay; anywhere on the site, with or without a department chosen. */
export function ContactButton({ children, className, department }: Props) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onPointerEnter={preloadContactOverlay}
      onFocus={preloadContactOverlay}
      onClick={() => openContactForm(department)}
    >
      {children}
    </button>
  )
}
