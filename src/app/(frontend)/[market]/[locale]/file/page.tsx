import { notFound } from 'next/navigation'
import { ContentPage } from '@/features/content/ContentPage'
import { screenRoute } from '@/features/content/screenRoute'
import { DocumentList } from '@/features/documents/DocumentList'
import { DocumentView } from '@/features/documents/DocumentView'
import { SiteShell } from '@/features/shell/SiteShell'
import { getDocument } from '@/lib/cms/documents'
import { getScreen } from '@/lib/cms/screens'
import { resolveRoute, type SiteParams } from '@/lib/request/context'
import { screenAlternates } from '@/lib/seo/alternates'

type Props = { params: Promise<SiteParams>; searchParams: Promise<{ id?: string }> }

export const generateMetadata = screenRoute('file').generateMetadata

/** The public documents; `?id=` shows one of them, and an unknown id is a 404. */
export default async function FilePage({ params, searchParams }: Props) {
  const { locale, market } = await resolveRoute(params)
  const { id } = await searchParams
  const screen = await getScreen(locale, 'file')
  if (!screen) notFound()
  const document = id === undefined ? null : /^\d+$/.test(id) ? await getDocument(locale, Number(id)) : null
  if (id !== undefined && !document) notFound()

  return (
    <SiteShell locale={locale} alternates={screenAlternates('file', market)}>
      {document ? (
        <ContentPage title={document.title} context={{ locale }}>
          <DocumentView locale={locale} document={document} />
        </ContentPage>
      ) : (
        <ContentPage title={screen.title} lead={screen.lead} blocks={screen.layout} context={{ locale }}>
          <DocumentList locale={locale} />
        </ContentPage>
      )}
    </SiteShell>
  )
}
