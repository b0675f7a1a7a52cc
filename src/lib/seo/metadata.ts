import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { assetPath } from '@/lib/cms/mediaFiles'
import { requestContext } from '@/lib/request/context'
import type { Media } from '@/payload-types'
import type { Alternates } from './alternates'

type PageMetadataInput = {
  locale: Locale
  /** The page's own title; the site title is appended. */
  title: string
  description?: string | null
  alternates: Alternates
  /** The editor's share image (`metaImage`), as an id or the read upload. */
  image?: number | Media | null
}

/** Title, description, self-referencing canonical and hreflang alternates (made absolute by metadataBase). */
export async function pageMetadata({
  locale,
  title,
  description,
  alternates,
  image,
}: PageMetadataInput): Promise<Metadata> {
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
    openGraph: {
      title,
      description: description ?? undefined,
      url: alternates[locale],
      locale,
      // Made absolute with the site's address by the layout's metadataBase.
      ...(image ? { images: [{ url: assetPath(typeof image === 'object' ? image.id : image) }] } : {}),
    },
  }
}
