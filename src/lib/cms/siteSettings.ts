import { cacheTags } from '@/config/cacheTags'
import { settings } from '@/config/settings'
import type { Locale } from '@/i18n/locales'
import { type MarketId, marketIds } from '@/markets'
import type { Media } from '@/payload-types'
import { cachedRead, ownLanguageOnly, payloadClient } from './client'
import { assetPath } from './mediaFiles'

type Logo = { url: string; width: number; height: number; alt: string }
export type SiteIdentity = {
  companyName: string
  logo: Logo | null
  anniversaryLogo: Logo | null
  partners: { name: string; url: string | null; logo: Logo | null }[]
  sisterSites: { market: MarketId; url: string }[]
}

function toLogo(media: number | Media | null | undefined, fallbackAlt: string): Logo | null {
  if (!media || typeof media !== 'object' || !media.filename) return null
  // Logos are shown as uploaded (often SVG, which has no presets).
  return {
    url: assetPath(media.id),
    width: media.width ?? 160,
    height: media.height ?? 48,
    alt: media.alt || fallbackAlt,
  }
}

/** A market's name and logos, and the addresses of the other markets' sites. */
export const getSiteIdentity = cachedRead(
  'site-identity',
  [cacheTags.siteSettings, cacheTags.media],
  async (market: MarketId): Promise<SiteIdentity> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'site-settings', depth: 1, limit: 0 })
    const own = docs.find((doc) => doc.market === market)
    const companyName = own?.companyName ?? new URL(settings().siteUrls[market]).hostname
    return {
      companyName,
      logo: toLogo(own?.logo, companyName),
      anniversaryLogo: toLogo(own?.anniversaryLogo, companyName),
      partners: (own?.partnerLogos ?? []).map((partner) => ({
        name: partner.name,
        url: partner.url ?? null,
        logo: toLogo(partner.logo, partner.name),
      })),
      sisterSites: marketIds.filter((id) => id !== market).map((id) => ({ market: id, url: settings().siteUrls[id] })),
    }
  },
)

export type ReportLegalNotice = { human: string | null; veterinary: string | null }

/** The legal basis and authority a market's report form cites, in the locale (empty where not written). */
export const getReportLegalNotice = cachedRead(
  'report-legal-notice',
  [cacheTags.siteSettings],
  async (market: MarketId, locale: Locale): Promise<ReportLegalNotice> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'site-settings',
      where: { market: { equals: market } },
      locale,
      ...ownLanguageOnly,
      depth: 0,
      limit: 1,
      select: { reportLegalNotice: true },
    })
    const notice = docs[0]?.reportLegalNotice
    return { human: notice?.human || null, veterinary: notice?.veterinary || null }
  },
)
