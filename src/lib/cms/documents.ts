import { cacheTags } from '@/config/cacheTags'
import type { Locale } from '@/i18n/locales'
import type { Document } from '@/payload-types'
import { cachedRead, payloadClient } from './client'

export const listDocuments = cachedRead('documents', [cacheTags.documents], async (locale: Locale) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'documents', sort: 'title', limit: 0, depth: 0, locale })
  return docs
})

export const getDocument = cachedRead(
  'document',
  [cacheTags.documents],
  async (locale: Locale, id: number): Promise<Document | null> => {
    const payload = await payloadClient()
    return payload.findByID({ collection: 'documents', id, depth: 0, locale, disableErrors: true })
  },
)
