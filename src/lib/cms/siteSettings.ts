import type { Media } from '@/payload-types'
import { cachedRead, payloadClient } from './client'
import { cacheTags } from './tags'

export type Logo = { url: string; width: number; height: number; alt: string }
export type SiteIdentity = {
  companyName: string
  logo: Logo | null
  partners: { name: string; url: string | null; logo: Logo | null }[]
}

function toLogo(media: number | Media | null | undefined, fallbackAlt: string): Logo | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  return { url: media.url, width: media.width ?? 160, height: media.height ?? 48, alt: media.alt || fallbackAlt }
}

export const getSiteIdentity = cachedRead(
  'site-identity',
  [cacheTags.siteSettings, cacheTags.media],
  async (): Promise<SiteIdentity> => {
    const payload = await payloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1 })
    return {
      companyName: settings.companyName,
      logo: toLogo(settings.logo, settings.companyName),
      partners: (settings.partnerLogos ?? []).map((partner) => ({
        name: partner.name,
        url: partner.url ?? null,
        logo: toLogo(partner.logo, partner.name),
      })),
    }
  },
)
