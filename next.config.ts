import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/**
 * The settings the public addresses come from, as the build saw them: written into the bundle, so that the
 * server can tell whether the pages rendered at build time carry its own addresses (`builtSiteUrls` in
 * src/config/settings.ts).
 */
const addressSettings = ['SITE_MARKET', 'PORT', 'SITE_URL', 'SITE_URL_CRO', 'SITE_URL_SLO', 'SITE_URL_BIH']
const builtAddressSettings = Object.fromEntries(addressSettings.map((name) => [name, process.env[name]]))

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // server.mjs compresses, after it has read each page's inline scripts for the Content-Security-Policy.
  compress: false,
  // server.mjs gives pages their ETag, hashed natively (server/secureResponse.mjs): Next hashes in JavaScript.
  generateEtags: false,
  images: { formats: ['image/avif', 'image/webp'] },
  // One cache for every instance when REDIS_URL is set (else in the process's memory): next-cache-handler.mjs.
  cacheHandler: path.resolve('next-cache-handler.mjs'),
  env: { BUILT_ADDRESS_SETTINGS: JSON.stringify(builtAddressSettings) },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * withPayload asks for the colour-scheme client hint on every path (`Accept-CH`, `Critical-CH`, `Vary`), for
 * the admin's theme. On a site page `Critical-CH` makes the browser send a first visit's request again with
 * the hint (a round trip before anything shows; Lighthouse counts it as a redirect), and the `Vary` splits a
 * front cache's copy of each page three ways. The hint is asked for in the admin only.
 */
async function clientHintsInAdminOnly() {
  const rules = (await config.headers?.()) ?? []
  return rules.map((rule) =>
    rule.headers.some(({ key }) => key.toLowerCase() === 'critical-ch') ? { ...rule, source: '/admin/:path*' } : rule,
  )
}

export default { ...config, headers: clientHintsInAdminOnly }
