'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { Dialog } from '@/components/overlay/Dialog'
import { SiteLink } from '@/components/site/SiteLink'
import { closeContactForm, openContactForm } from '@/features/contact/contactState'
import type { MenuLink } from '@/lib/cms/navigation'
import { type LanguageLink, LanguageSwitcher } from './LanguageSwitcher'

type Section = { heading: string; links: MenuLink[] }

type Props = {
  openLabel: string
  closeLabel: string
  contactLabel: string
  sections: Section[]
  languageLinks: LanguageLink[]
  languageLabel: string
  /** The site search box, rendered by the server. */
  search: ReactNode
}

/** The menu below the `lg` breakpoint: a modal panel with every link of the header. */
export function MobileMenu({
  openLabel,
  closeLabel,
  contactLabel,
  sections,
  languageLinks,
  languageLabel,
  search,
}: Props) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const pathname = usePathname()
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setOpen(false), [pathname])

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // Spec section 4: opening the mobile menu closes an open contact form.
          closeContactForm()
          setOpen(true)
        }}
        className="flex h-11 w-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
      >
        <span className="sr-only">{openLabel}</span>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <Dialog
          id={panelId}
          title={openLabel}
          titleClassName="sr-only"
          closeLabel={closeLabel}
          onClose={() => setOpen(false)}
          className="m-0 h-full max-h-none w-full max-w-none overflow-y-auto bg-white"
          panelClassName="px-6 pb-10 pt-14 shadow-none"
        >
          {search}
          <nav aria-label={openLabel}>
            {sections.map((section) => (
              <section key={section.heading} className="border-b border-slate-200 py-4">
                {section.heading && <h2 className="mb-2 text-sm font-bold uppercase text-muted">{section.heading}</h2>}
                <ul>
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <SiteLink href={link.href} className="block py-2 text-lg text-ink hover:text-brand-700">
                        {link.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => {
              setOpen(false)
              openContactForm()
            }}
            className="button mt-6 w-full"
          >
            {contactLabel}
          </button>
          <LanguageSwitcher links={languageLinks} label={languageLabel} compact={false} className="flex gap-4 pt-4" />
        </Dialog>
      )}
    </div>
  )
}
