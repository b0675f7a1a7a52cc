import { cacheTags } from '@/config/cacheTags'
import type { Locale } from '@/i18n/locales'
import type { ScreenKey } from '@/i18n/screens'
import type { Screen } from '@/payload-types'
import { cachedRead, payloadClient } from './client'

/** The published content of a fixed screen; a missing translation falls back to Croatian. */
export const getScreen = cachedRead(
  'screen',
  [cacheTags.screens],
  async (locale: Locale, screen: ScreenKey): Promise<Screen | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'screens',
      where: { and: [{ screen: { equals: screen } }, { _status: { equals: 'published' } }] },
      locale,
      depth: 0,
      limit: 1,
    })
    return docs[0] ?? null
  },
)
