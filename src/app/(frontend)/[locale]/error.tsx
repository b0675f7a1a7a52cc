'use client'

import { useLocale, useTranslations } from 'next-intl'
import { isLocale, localizedPath } from '@/i18n/locales'

/** Replaces the page content when rendering fails: no stack trace reaches the visitor. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Error')
  const locale = useLocale()
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-1 flex-col items-center px-4 py-24 text-center sm:px-6">
      <h1 className="text-4xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('text')}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <button type="button" onClick={reset} className="button">
          {t('retry')}
        </button>
        {/* A full page load: the router itself may be what failed. */}
        <a href={isLocale(locale) ? localizedPath(locale, '/') : '/'} className="button button-secondary">
          {t('home')}
        </a>
      </div>
    </main>
  )
}
