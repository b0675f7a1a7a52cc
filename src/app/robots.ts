import type { MetadataRoute } from 'next'
import { currentMarketId, marketSiteUrl } from '@/markets'

// The market, and so the address, is chosen when the server starts.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api'] },
    sitemap: `${marketSiteUrl(currentMarketId())}/sitemap.xml`,
  }
}
