/**
 * What `next build` renders ahead of the first visitor: what visitors read most. Everything else (older news
 * items, deeper pages, the list's later pages) renders on its first request, and is then cached and
 * revalidated by tag like the prerendered pages, so the build's length does not grow with years of content.
 * The home page, the fixed screens and the first page of each news list view are always prerendered.
 */
export const prerendered = {
  /** A locale's newest news items and events (the list's first page and the home page link them). */
  newsItemsPerLocale: 10,
  /** A locale's CMS pages, shallowest first: the sections and their pages in the menus come before deeper ones. */
  pagesPerLocale: 50,
} as const

/** The shallowest `limit` of the paths, by their number of segments (stable among equals). */
export function shallowestPaths<T extends { path: string }>(pages: T[], limit: number): T[] {
  const depth = ({ path }: T) => path.split('/').filter(Boolean).length
  return [...pages].sort((a, b) => depth(a) - depth(b)).slice(0, limit)
}
