import { cookies, draftMode, headers } from 'next/headers'
import { previewGrantCookie } from '@/config/previewGrant'
import type { Locale } from '@/i18n/locales'
import type { ScreenKey } from '@/i18n/screens'
import type { MarketId } from '@/markets'
import type { Page, Screen } from '@/payload-types'
import { payloadClient } from './client'
import { findNewsArticle, type NewsArticle } from './news'
import { contentEditorGrantExpiry, isContentEditorRequest } from './staff'

/**
 * Whether this render shows drafts: Next's draft mode is on (the /preview route turned it on) and the
 * request still carries the session of an editor, or the preview grant another market's admin gave them
 * (previewGrant.ts). Draft mode alone is a cookie with a value fixed per build, which outlives a logout; so
 * the session or grant is checked on every draft request, and without either the published page is shown.
 */
export async function showsDrafts(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false
  if (await isContentEditorRequest(await headers())) return true
  return (await contentEditorGrantExpiry((await cookies()).get(previewGrantCookie)?.value)) !== null
}

// Reads for draft preview: never cached, the newest version whether published or not. Only reached when
// `showsDrafts()` holds.

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

export async function getDraftNewsArticle(market: MarketId, locale: Locale, slug: string): Promise<NewsArticle | null> {
  return findNewsArticle(await payloadClient(), market, locale, slug, { draft: true })
}
