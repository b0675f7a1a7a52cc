/**
 * First path segments the proxy leaves to something other than the localized site: Payload's admin and API,
 * the asset and preview routes, Next's internals. `src/proxy.ts` lists them in its matcher (which Next reads
 * as a literal at build time; a unit test keeps the two alike).
 */
export const unlocalizedSegments = /** @type {const} */ ([
  'admin',
  'api',
  'assets',
  'preview',
  'next',
  '_next',
  '_vercel',
])
