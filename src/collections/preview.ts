import type { CollectionAdminOptions } from 'payload'
import { settings } from '@/config/settings'
import { isLocale, type Locale } from '@/i18n/locales'
import { marketIds, marketRules } from '@/markets'

/** A document's public path in a locale, or null while it has none (a new document without a slug). */
export type PublicPath = (doc: Record<string, unknown>, locale: Locale) => string | null

/**
 * Where the admin opens a draft: the /preview route of the site that shows the locale. A locale of this
 * server's market gets a relative address, so the preview stays on the host the editor uses (also behind a
 * proxy); another market's locale (slo, bih content edited here) its configured public address.
 */
function previewAddress(locale: Locale, publicPath: string): string {
  const { market, siteUrls } = settings()
  const route = `/preview?path=${encodeURIComponent(publicPath)}`
  if (marketRules[market].locales.includes(locale)) return route
  const other = marketIds.find((id) => marketRules[id].locales.includes(locale)) ?? market
  return `${siteUrls[other]}${route}`
}

function addressOf(publicPath: PublicPath, doc: Record<string, unknown>, locale: string | undefined) {
  if (!locale || !isLocale(locale)) return null
  const path = publicPath(doc, locale)
  return path ? previewAddress(locale, path) : null
}

/** The preview button and the live preview (the site beside the form, refreshed on every autosave) of a collection. */
export function previewOptions(publicPath: PublicPath): Pick<CollectionAdminOptions, 'preview' | 'livePreview'> {
  return {
    preview: (doc, { locale }) => addressOf(publicPath, doc, locale),
    livePreview: { url: ({ data, locale }) => addressOf(publicPath, data, locale?.code) },
  }
}

/**
 * Drafts save themselves while an editor types, so the live preview follows the form; a publication (or its
 * withdrawal) can be scheduled for a later time, run by the jobs queue (src/config/jobs.ts).
 */
export const draftVersions = { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 } as const
