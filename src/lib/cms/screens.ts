import { cacheTags } from '@/config/cacheTags'
import type { Locale } from '@/i18n/locales'
import type { ScreenKey } from '@/i18n/screens'
import type { Screen } from '@/payload-types'
import { cachedRead, ownLanguageOnly, payloadClient } from './client'

/** The published content of a fixed screen in a locale; null when it has no title in that language. */
export const getScreen = cachedRead(
  'screen',
  [cacheTags.screens],
  async (locale: Locale, screen: ScreenKey): Promise<Screen | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'screens',
      where: { and: [{ screen: { equals: screen } }, { _status: { equals: 'published' } }] },
      locale,
      ...ownLanguageOnly,
      depth: 0,
      limit: 1,
    })
    const doc = docs[0]
    return doc?.title ? doc : null
  },
)
