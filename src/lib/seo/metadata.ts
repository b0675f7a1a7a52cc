import type { Metadata } from 'next'
import type { Locale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import type { Alternates } from './alternates'

type PageMetadataInput = {
  locale: Locale
  title: string
  description?: string | null
  alternates: Alternates
}

/** Title, description, self-referencing canonical and hreflang alternates (made absolute by metadataBase). */
export function pageMetadata({ locale, title, description, alternates }: PageMetadataInput): Metadata {
  const xDefault = alternates[routing.defaultLocale] ?? alternates[locale]
  return {
    title,
    description: description ?? undefined,
    alternates: {
      canonical: alternates[locale],
      languages: { ...alternates, ...(xDefault ? { 'x-default': xDefault } : {}) },
    },
    openGraph: { title, description: description ?? undefined, url: alternates[locale], locale },
  }
}
