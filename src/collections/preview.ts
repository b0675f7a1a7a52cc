import type { CollectionAdminOptions, PayloadRequest } from 'payload'
import type { PublicPath } from '@/collections/publicPaths'
import { signPreviewGrant } from '@/config/previewGrant'
import { settings } from '@/config/settings'
import { isLocale, type Locale } from '@/i18n/locales'
import { type MarketId, marketIds, marketRules } from '@/markets'

/** The market whose site shows a locale: this server's when it has the locale, else the first that has it. */
function marketShowing(locale: Locale): MarketId {
  const { market } = settings()
  if (marketRules[market].locales.includes(locale)) return market
  return marketIds.find((id) => marketRules[id].locales.includes(locale)) ?? market
}

/**
 * Where the admin opens a draft: the /preview route of the site that shows the locale. A locale of this
 * server's market gets a relative address, so the preview stays on the host the editor uses (also behind a
 * proxy); another market's locale (slo, bih content edited here) its configured public address, with a
 * preview grant for the editor (that site does not get this one's session cookie).
 */
function previewAddressFor(req: PayloadRequest) {
  return (locale: Locale, publicPath: string): string => {
    const route = `/preview?path=${encodeURIComponent(publicPath)}`
    const shownBy = marketShowing(locale)
    if (shownBy === settings().market) return route
    const grant = req.user ? `&grant=${signPreviewGrant(req.user.id)}` : ''
    return `${settings().siteUrls[shownBy]}${route}${grant}`
  }
}

/** A public path on the web: the configured address of the site that shows the locale, then the path. */
function publicAddress(locale: Locale, publicPath: string): string {
  return `${settings().siteUrls[marketShowing(locale)]}${publicPath}`
}

function addressOf(
  publicPath: PublicPath,
  doc: Record<string, unknown>,
  locale: string | undefined,
  address: (locale: Locale, path: string) => string,
): string | null {
  if (!locale || !isLocale(locale)) return null
  const path = publicPath(doc, locale)
  return path ? address(locale, path) : null
}

/**
 * The device sizes the live preview offers beside Payload's own full width: a phone, a tablet and a desktop,
 * named by their size alone (Payload shows the label as it is, in every admin language).
 */
const livePreviewDevices = [
  { name: 'phone', label: '375 × 667', width: 375, height: 667 },
  { name: 'tablet', label: '768 × 1024', width: 768, height: 1024 },
  { name: 'desktop', label: '1440 × 900', width: 1440, height: 900 },
]

/** The preview button and the live preview (the site beside the form, refreshed on every autosave) of a collection. */
export function previewOptions(publicPath: PublicPath): Pick<CollectionAdminOptions, 'preview' | 'livePreview'> {
  return {
    preview: (doc, { locale, req }) => addressOf(publicPath, doc, locale, previewAddressFor(req)),
    livePreview: {
      url: ({ data, locale, req }) => addressOf(publicPath, data, locale?.code, previewAddressFor(req)),
      breakpoints: livePreviewDevices,
    },
  }
}

/** The address a search engine lists a document under in a locale, or null while it has none. */
export function searchResultAddress(
  publicPath: PublicPath,
  doc: Record<string, unknown>,
  locale: string | undefined,
): string | null {
  return addressOf(publicPath, doc, locale, publicAddress)
}

/**
 * A publication (or its withdrawal) scheduled for a later time, run by the jobs queue (src/config/jobs.ts): picked
 * on a 24-hour clock in quarter hours, in the company's time zone (`admin.timezones` in payload.config.ts).
 */
export const scheduledPublishing = { timeFormat: 'HH:mm', timeIntervals: 15 } as const

/** Drafts save themselves while an editor types, so the live preview follows the form; publication can be scheduled. */
export const draftVersions = {
  drafts: { autosave: { interval: 800 }, schedulePublish: scheduledPublishing },
  maxPerDoc: 50,
} as const
