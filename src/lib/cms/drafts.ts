import type { Locale } from '@/i18n/locales'
import type { ScreenKey } from '@/i18n/screens'
import type { Page, Screen } from '@/payload-types'
import { payloadClient } from './client'

// Reads for draft preview: never cached, the newest version whether published or not. Only reached when
// Next's draft mode is on, which the /preview route turns on for logged-in editors alone.

export async function getDraftPageByPath(locale: Locale, path: string): Promise<Page | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    locale,
    draft: true,
    depth: 0,
    limit: 1,
  })
  return docs[0] ?? null
}

export async function getDraftScreen(locale: Locale, screen: ScreenKey): Promise<Screen | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'screens',
    where: { screen: { equals: screen } },
    locale,
    draft: true,
    depth: 0,
    limit: 1,
  })
  return docs[0] ?? null
}
