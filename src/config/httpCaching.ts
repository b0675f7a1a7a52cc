/**
 * Cache-Control of a public page (HTML and its RSC payload). A shared cache (deploy/nginx, a CDN) may keep
 * it for a second and then serve the stored copy while it fetches the new one in the background, so an
 * edit reaches visitors about a second after it is published; browsers revalidate on every visit.
 * Files under /_next/static keep Next's immutable year; /assets answers its own (src/app/assets).
 */
export const publicPageCacheControl = 'public, max-age=0, s-maxage=1, stale-while-revalidate=59'

/** Answers that carry a visitor's own state (the language choice's cookie): no cache may keep them. */
export const privateCacheControl = 'private, no-store'
