import type { Locale } from '@/i18n/locales'
import { localizedPath, newsItemHref, screenHref } from '@/i18n/paths'
import { isScreenKey } from '@/i18n/screens'

/** A document's public path in a locale, or null while it has none (a new document without a slug). */
export type PublicPath = (doc: Record<string, unknown>, locale: Locale) => string | null

/** Where each collection with pages of its own shows a document: for the preview buttons and the search-result preview. */
export const publicPaths = {
  pages: (doc, locale) => (typeof doc.path === 'string' ? localizedPath(locale, doc.path) : null),
  screens: (doc, locale) =>
    typeof doc.screen === 'string' && isScreenKey(doc.screen) ? screenHref(doc.screen, locale) : null,
  news: (doc, locale) => (typeof doc.slug === 'string' ? newsItemHref(doc.slug, locale) : null),
} satisfies Record<string, PublicPath>

export function isPublicCollection(slug: string): slug is keyof typeof publicPaths {
  return Object.hasOwn(publicPaths, slug)
}

/**
 * What an editor can link to from rich text: every collection whose documents the site shows at an address of
 * their own (`lib/cms/links.ts` documentHref turns a link into that address).
 */
export const linkTargetCollections = ['pages', 'screens', 'news', 'job-postings', 'documents'] as const
