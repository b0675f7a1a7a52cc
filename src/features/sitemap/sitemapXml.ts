import { escapeXml } from '@/config/xmlText'

/** An address of the sitemap, its last change and its address in each locale (`hreflang` alternates). */
export type SitemapEntry = { url: string; lastModified: string; languages: Record<string, string> }

/** A sitemap file (sitemaps.org 0.9, with `xhtml:link` alternates). */
export function renderUrlSet(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '<url>',
      `<loc>${escapeXml(entry.url)}</loc>`,
      ...Object.entries(entry.languages).map(
        ([locale, href]) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(href)}" />`,
      ),
      `<lastmod>${entry.lastModified}</lastmod>`,
      '</url>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n')
}

/** The sitemap index: the address of each sitemap file and the last change of what it lists. */
export function renderSitemapIndex(files: { url: string; lastModified: string }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      ({ url, lastModified }) => `<sitemap><loc>${escapeXml(url)}</loc><lastmod>${lastModified}</lastmod></sitemap>`,
    ),
    '</sitemapindex>',
  ].join('\n')
}

export const xmlHeaders = { 'Content-Type': 'application/xml; charset=utf-8' }
