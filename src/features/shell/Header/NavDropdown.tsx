'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { ChevronIcon } from '@/components/ChevronIcon'
import { SiteLink } from '@/components/site/SiteLink'
import type { MenuLink } from '@/lib/cms/navigation'

/** A header dropdown: a disclosure button and its list of links. */
export function NavDropdown({ label, links }: { label: string; links: MenuLink[] }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    if (!open) return
    const closeWhenOutside = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', closeWhenOutside)
    document.addEventListener('focusin', closeWhenOutside)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', closeWhenOutside)
      document.removeEventListener('focusin', closeWhenOutside)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  if (links.length === 0) return null
  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded px-3 py-2 font-semibold text-ink hover:bg-brand-50"
      >
        {label}
        <ChevronIcon open={open} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-30 mt-1 min-w-72 rounded-lg border border-slate-200 bg-white py-2 shadow-lg"
      >
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className="block px-4 py-2 text-ink hover:bg-brand-50 hover:text-brand-800">
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
