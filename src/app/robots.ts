import type { MetadataRoute } from 'next'
import { handlerContext } from '@/lib/request/context'

// The address is the running server's, not the build's.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api'] },
    sitemap: `${handlerContext().siteUrl}/sitemap.xml`,
  }
}
