'use client'

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { SiteLink } from '@/components/site/SiteLink'
import type { ConsentCategoryView, ConsentChoices } from '@/lib/consent/categories'
import { cookieSettingsRequests, readConsent, saveConsent } from '@/lib/consent/consent'
import { AcceptRejectButtons } from './AcceptRejectButtons'
import type CookieSettingsDialog from './CookieSettingsDialog'
import type { CookieConsentStrings } from './strings'

type Props = { strings: CookieConsentStrings; policyHref: string; categories: ConsentCategoryView[] }

/**
 * `prerendered`: as the page was rendered, before React has read the cookie; the page's inline check
 * (lib/consent/consentPrompt.ts) shows it only when no choice is stored.
 */
type BannerState = 'prerendered' | 'open' | 'closed'

/**
 * The cookie consent banner. It appears until the visitor accepts or rejects (equally prominent),
 * and again whenever the footer's cookie settings control asks. Its title and texts come from the
 * messages as props, set once. The per-category settings load on first use. It is part of every page's
 * HTML, so that a first visit sees it with the page's first paint; a choice made before the page's scripts
 * have started is made again once they have (server/earlyClick.mjs).
 */
export function CookieConsent({ strings, policyHref, categories }: Props) {
  const [state, setState] = useState<BannerState>('prerendered')
  const [Settings, setSettings] = useState<typeof CookieSettingsDialog | null>(null)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const reopenRequests = useSyncExternalStore(
    cookieSettingsRequests.subscribe,
    cookieSettingsRequests.count,
    cookieSettingsRequests.countOnServer,
  )
  const heading = useRef<HTMLHeadingElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    // In a frame, the admin's live preview (the only one the policy allows), it would cover the page being edited.
    setState(readConsent() || window.self !== window.top ? 'closed' : 'open')
  }, [])

  // Each request to reopen the banner opens it and moves focus to it.
  useEffect(() => {
    if (reopenRequests === 0) return
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setState('open')
  }, [reopenRequests])

  useEffect(() => {
    if (state === 'open' && reopenRequests > 0) heading.current?.focus()
  }, [state, reopenRequests])

  const choose = useCallback((choices: ConsentChoices) => {
    saveConsent(choices)
    const focusInConsent = Boolean(document.activeElement?.closest('[data-cookie-consent]'))
    setSettingsOpen(false)
    setState('closed')
    // Focus returns to where the banner was reopened from, or to the page instead of being lost.
    const target = opener.current?.isConnected
      ? opener.current
      : focusInConsent
        ? document.getElementById('main')
        : null
    opener.current = null
    requestAnimationFrame(() => target?.focus({ preventScroll: true }))
  }, [])

  const openSettings = () => {
    if (Settings) {
      setSettingsOpen(true)
      return
    }
    // A failed chunk load is left unhandled on purpose: ChunkReloadGuard reloads the page or shows the error page.
    void import('./CookieSettingsDialog').then((module) => {
      setSettings(() => module.default)
      setSettingsOpen(true)
    })
  }

  if (state === 'closed') return null
  return (
    <>
      <section
        data-cookie-consent={state}
        aria-labelledby={titleId}
        className="fixed inset-x-0 bottom-0 z-[45] border-t border-slate-200 bg-white p-5 shadow-2xl sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-xl sm:border"
      >
        <h2 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-bold text-brand-900 focus:outline-none">
          {strings.title}
        </h2>
        <p className="mt-2 text-sm text-muted">
          {strings.text}{' '}
          <SiteLink href={policyHref} className="font-semibold text-brand-700 underline">
            {strings.policyLink}
          </SiteLink>
        </p>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <AcceptRejectButtons acceptLabel={strings.accept} rejectLabel={strings.reject} onChoose={choose} />
        </div>
        <button type="button" className="button button-secondary mt-3 w-full" onClick={openSettings}>
          {strings.settings}
        </button>
      </section>
      {Settings && settingsOpen && (
        <Settings
          strings={strings}
          categories={categories}
          initial={readConsent()}
          onChoose={choose}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </>
  )
}
