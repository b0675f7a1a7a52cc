'use client'

import type React from 'react'
import { createContext, useContext } from 'react'

type ErrorStrings = { title: string; text: string; retry: string; home: string }

type ErrorPageTexts = { strings: ErrorStrings; homeHref: string }

const ErrorPageContext = createContext<ErrorPageTexts | null>(null)

/**
 * Gives the error page its texts from the layout, so that error boundaries need no messages file
 * and no i18n runtime in the browser.
 */
export function ErrorPageTextsProvider({ children, ...texts }: ErrorPageTexts & { children: React.ReactNode }) {
  return <ErrorPageContext value={texts}>{children}</ErrorPageContext>
}

/** The error page's content: what replaces the page when it cannot be shown. */
export function ErrorView({ onRetry }: { onRetry: () => void }) {
  const texts = useContext(ErrorPageContext)
  if (!texts) throw new Error('ErrorView needs ErrorPageTextsProvider above it (the locale layout)')
  const { strings, homeHref } = texts
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-1 flex-col items-center px-4 py-24 text-center sm:px-6">
      <h1 className="text-4xl font-bold text-brand-900">{strings.title}</h1>
      <p className="mt-4 text-lg text-muted">{strings.text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <button type="button" onClick={onRetry} className="button">
          {strings.retry}
        </button>
        {/* A full page load: the router itself may be what failed. */}
        <a href={homeHref} className="button button-secondary">
          {strings.home}
        </a>
      </div>
    </main>
  )
}
