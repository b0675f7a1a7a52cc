'use client'

import { useParams } from 'next/navigation'
import { defaultLocale, isLocale, type Locale, localizedPath } from '@/i18n/locales'
import en from '../../../../messages/en.json'
import hr from '../../../../messages/hr.json'

// The boundary reads its few strings directly, so no i18n runtime is shipped to every page for it.
const strings: Record<Locale, typeof hr.Error> = { hr: hr.Error, en: en.Error }

/** Replaces the page content when rendering fails: no stack trace reaches the visitor. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const requested = useParams<{ locale?: string }>().locale ?? ''
  const locale: Locale = isLocale(requested) ? requested : defaultLocale
  const t = strings[locale]
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-1 flex-col items-center px-4 py-24 text-center sm:px-6">
      <h1 className="text-4xl font-bold text-brand-900">{t.title}</h1>
      <p className="mt-4 text-lg text-muted">{t.text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <button type="button" onClick={reset} className="button">
          {t.retry}
        </button>
        {/* A full page load: the router itself may be what failed. */}
        <a href={localizedPath(locale, '/')} className="button button-secondary">
          {t.home}
        </a>
      </div>
    </main>
  )
}
