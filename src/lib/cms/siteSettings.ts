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

type StoredLogo = Omit<Logo, 'alt'> & { alt: string | null }

function toLogo(media: number | Media | null | undefined): StoredLogo | null {
  if (!media || typeof media !== 'object' || !media.filename) return null
  // Logos are shown as uploaded (often SVG, which has no presets).
  return { url: assetPath(media.id), width: media.width ?? 160, height: media.height ?? 48, alt: media.alt || null }
}

/** What the CMS says of a market's identity: nothing in it depends on the addresses the server runs with. */
const readStoredIdentity = cachedRead(
  'site-identity',
  [cacheTags.siteSettings, cacheTags.media],
  async (market: MarketId) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'site-settings', depth: 1, limit: 0 })
    const own = docs.find((doc) => doc.market === market)
    return {
      companyName: own?.companyName ?? null,
      logo: toLogo(own?.logo),
      anniversaryLogo: toLogo(own?.anniversaryLogo),
      partners: (own?.partnerLogos ?? []).map((partner) => ({
        name: partner.name,
        url: partner.url ?? null,
        logo: toLogo(partner.logo),
      })),
    }
  },
)

const withAlt = (logo: StoredLogo | null, fallbackAlt: string): Logo | null =>
  logo && { ...logo, alt: logo.alt ?? fallbackAlt }

/**
 * A market's name and logos, and the addresses of the other markets' sites. The addresses (and the name, when
 * the CMS has none) come from the running server's settings, not from the cache: one build serves staging and
 * production, and a cached read outlives the server that wrote it.
 */
export async function getSiteIdentity(market: MarketId): Promise<SiteIdentity> {
  const stored = await readStoredIdentity(market)
  const { siteUrls } = settings()
  const companyName = stored.companyName ?? new URL(siteUrls[market]).hostname
  return {
    companyName,
    logo: withAlt(stored.logo, companyName),
    anniversaryLogo: withAlt(stored.anniversaryLogo, companyName),
    partners: stored.partners.map((partner) => ({ ...partner, logo: withAlt(partner.logo, partner.name) })),
    sisterSites: marketIds.filter((id) => id !== market).map((id) => ({ market: id, url: siteUrls[id] })),
  }
}

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
