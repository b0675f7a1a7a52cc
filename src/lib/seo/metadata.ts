import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { requestContext } from '@/lib/request/context'
import type { Alternates } from './alternates'

type PageMetadataInput = {
  locale: Locale
  /** The page's own title; the site title is appended. */
  title: string
  description?: string | null
  alternates: Alternates
}

/** Title, description, self-referencing canonical and hreflang alternates (made absolute by metadataBase). */
export async function pageMetadata({ locale, title, description, alternates }: PageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Site' })
  const xDefault = alternates[requestContext().market.defaultLocale] ?? alternates[locale]
  return {
    // Absolute, because Next.js does not apply a layout's title template to a page of the same segment (home).
    title: { absolute: `${title} | ${t('title')}` },
    description: description ?? undefined,
    alternates: {
      canonical: alternates[locale],
      languages: { ...alternates, ...(xDefault ? { 'x-default': xDefault } : {}) },
    },
    openGraph: { title, description: description ?? undefined, url: alternates[locale], locale },
  }
}
