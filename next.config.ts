import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // server.mjs compresses, after it has read each page's inline scripts for the Content-Security-Policy.
  compress: false,
  images: { formats: ['image/avif', 'image/webp'] },
  // One cache for every instance when REDIS_URL is set (else Next's own file-system cache): next-cache-handler.mjs.
  cacheHandler: path.resolve('next-cache-handler.mjs'),
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
