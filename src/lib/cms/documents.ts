import { cacheTags } from '@/config/cacheTags'
import type { Locale } from '@/i18n/locales'
import type { Document } from '@/payload-types'
import { cachedRead, ownLanguageOnly, payloadClient } from './client'

/** The documents that have a title in the locale, by title. */
export const listDocuments = cachedRead('documents', [cacheTags.documents], async (locale: Locale) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'documents',
    sort: 'title',
    limit: 0,
    depth: 0,
    locale,
    ...ownLanguageOnly,
  })
  return docs.filter((doc) => doc.title)
})

/** A document, if it has a title in the locale. */
export const getDocument = cachedRead(
  'document',
  [cacheTags.documents],
  async (locale: Locale, id: number): Promise<Document | null> => {
    const payload = await payloadClient()
    const doc = await payload.findByID({
      collection: 'documents',
      id,
      depth: 0,
      locale,
      ...ownLanguageOnly,
      disableErrors: true,
    })
    return doc?.title ? doc : null
  },
)
