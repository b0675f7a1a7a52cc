'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import type { BotCheckClientConfig } from '@/features/forms/botCheck/types'
import type { Locale } from '@/i18n/locales'
import type { ContactDepartment } from '@/lib/cms/contactDirectory'
import { closeContactForm, useContactState } from './contactState'
import type { ContactStrings } from './strings'

// The overlays' code (form library, schema, bot check) loads on first open, not with the page.
const loadContactOverlay = () => import('./ContactOverlay').then((module) => module.ContactOverlay)
const ContactOverlay = dynamic(loadContactOverlay, { ssr: false })

/** Starts loading the overlay's code when a visitor points at or tabs to a contact button. */
export function preloadContactOverlay(): void {
  void loadContactOverlay()
}
const ThankYouOverlay = dynamic(() => import('./ThankYouOverlay').then((module) => module.ThankYouOverlay), {
  ssr: false,
})

export type ContactRootProps = {
  locale: Locale
  strings: ContactStrings
  departments: ContactDepartment[]
  botCheck: BotCheckClientConfig
  privacyHref: string
}

/** Holds the contact and thank-you overlays of every page; they render only while visible. */
export function ContactRoot(props: ContactRootProps) {
  const { formVisible, thankYouVisible, department } = useContactState()
  const pathname = usePathname()

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the contact form
  useEffect(() => closeContactForm(), [pathname])

  return (
    <>
      {formVisible && <ContactOverlay {...props} initialDepartment={department} />}
      {thankYouVisible && <ThankYouOverlay strings={props.strings} />}
    </>
  )
}
