import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'
import { ContentPage } from '@/features/content/ContentPage'
import { SiteShell } from '@/features/shell/SiteShell'
import type { Locale } from '@/i18n/locales'
import type { ScreenKey } from '@/i18n/screens'
import { getDraftScreen, showsDrafts } from '@/lib/cms/drafts'
import { getScreen } from '@/lib/cms/screens'
import { resolveRoute, type SiteParams } from '@/lib/request/context'
import { screenAlternates } from '@/lib/seo/alternates'
import { pageMetadata } from '@/lib/seo/metadata'

type SearchParams = Promise<Record<string, string | string[] | undefined>>
type Props = { params: Promise<SiteParams>; searchParams?: SearchParams }
/** What a screen adds below its content; only a screen whose extra reads `searchParams` renders per request. */
type ScreenExtra = (props: { locale: Locale; searchParams: SearchParams }) => React.ReactNode | Promise<React.ReactNode>

/** The page and metadata of a fixed screen whose content an editor keeps in the Screens collection. */
export function screenRoute(screen: ScreenKey, Extra?: ScreenExtra) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale, market } = await resolveRoute(params)
    const doc = await getScreen(locale, screen)
    if (!doc) return {}
    return pageMetadata({
      locale,
      title: doc.metaTitle || doc.title,
      description: doc.description,
      alternates: screenAlternates(screen, market),
      image: doc.metaImage,
    })
  }

  async function Page({ params, searchParams }: Props) {
    const { locale, market } = await resolveRoute(params)
    const doc = (await showsDrafts()) ? await getDraftScreen(locale, screen) : await getScreen(locale, screen)
    if (!doc) notFound()
    return (
      <SiteShell locale={locale} alternates={screenAlternates(screen, market)}>
        <ContentPage title={doc.title} lead={doc.lead} blocks={doc.layout} context={{ locale }}>
          {Extra ? <Extra locale={locale} searchParams={searchParams ?? Promise.resolve({})} /> : null}
        </ContentPage>
      </SiteShell>
    )
  }

  return { Page, generateMetadata }
}
