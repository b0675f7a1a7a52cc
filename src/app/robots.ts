import type { MetadataRoute } from 'next'
import { serverEnv } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = serverEnv()
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api'] },
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
