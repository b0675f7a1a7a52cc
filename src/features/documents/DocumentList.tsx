import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site/SiteLink'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import { listDocuments } from '@/lib/cms/documents'

/** Every public document, each leading to its own view on the file screen. */
export async function DocumentList({ locale }: { locale: Locale }) {
  const [documents, t] = await Promise.all([listDocuments(locale), getTranslations({ locale, namespace: 'Documents' })])
  if (documents.length === 0) return null
  const fileScreen = screenHref('file', locale)
  return (
    <section className="mx-auto max-w-4xl px-4 sm:px-6" aria-label={t('listLabel')}>
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {documents.map((document) => (
          <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
            <div>
              <SiteLink
                href={`${fileScreen}?id=${document.id}`}
                className="text-lg font-semibold text-brand-700 underline"
              >
                {document.title}
              </SiteLink>
              {document.description && <p className="text-muted">{document.description}</p>}
            </div>
            {document.url && (
              <a href={document.url} download className="text-sm font-semibold text-brand-800">
                {t('download')}
                <span className="sr-only">: {document.title}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
