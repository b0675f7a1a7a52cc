'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense, useEffect } from 'react'
import type { ContactFormProps } from './contactFormProps'
import { closeContactForm, useContactState } from './contactState'

// The overlays' code (form library, schema, bot check) loads on first open, not with the page. The
// thank-you overlay's code loads with the contact overlay's, so it opens on time after an answer. React's
// lazy, not next/dynamic: the overlays never render on the server, and next/dynamic adds 4 KiB to every page.
const loadThankYouOverlay = () => import('./ThankYouOverlay').then((module) => ({ default: module.ThankYouOverlay }))
const loadContactOverlay = () => {
  void loadThankYouOverlay()
  return import('./ContactOverlay').then((module) => ({ default: module.ContactOverlay }))
}
const ContactOverlay = lazy(loadContactOverlay)

/** Starts loading the overlay's code when a visitor points at or tabs to a contact button. */
export function preloadContactOverlay(): void {
  void loadContactOverlay()
}
const ThankYouOverlay = lazy(loadThankYouOverlay)

/** Holds the contact and thank-you overlays of every page; they render only while visible. */
export function ContactRoot(props: ContactFormProps) {
  const { formVisible, thankYouVisible, department } = useContactState()
  const pathname = usePathname()

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the contact form
  useEffect(() => closeContactForm(), [pathname])

  return (
    <Suspense fallback={null}>
      {formVisible && <ContactOverlay {...props} initialDepartment={department} />}
      {thankYouVisible && <ThankYouOverlay strings={props.strings} />}
    </Suspense>
  )
}
