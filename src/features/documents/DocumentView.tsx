import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/site/SiteLink'
import type { Locale } from '@/i18n/locales'
import { screenHref } from '@/i18n/paths'
import type { Document } from '@/payload-types'

/** One document: shown in the page when the browser can, with open and download links. */
export async function DocumentView({ locale, document }: { locale: Locale; document: Document }) {
  const t = await getTranslations({ locale, namespace: 'Documents' })
  return (
    <section className="mx-auto max-w-4xl px-4 sm:px-6">
      {document.description && <p className="mb-6 text-lg text-muted">{document.description}</p>}
      {document.url && (
        <>
          <div className="mb-6 flex flex-wrap gap-4">
            <a href={document.url} className="button">
              {t('open')}
            </a>
            <a href={document.url} download className="button button-secondary">
              {t('download')}
            </a>
          </div>
          {document.mimeType === 'application/pdf' && (
            <object
              data={document.url}
              type="application/pdf"
              className="h-[70vh] w-full rounded-xl border border-slate-200"
              aria-label={document.title}
            >
              <p>{t('noPreview')}</p>
            </object>
          )}
        </>
      )}
      <p className="mt-8">
        <SiteLink href={screenHref('file', locale)} className="font-semibold text-brand-700 underline">
          {t('allDocuments')}
        </SiteLink>
      </p>
    </section>
  )
}
