import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import { assetPath, focalPosition, presetSources } from '../mediaFiles'
import type { CategoryDoc, CoverImage, InAllLocales, NewsCard, NewsCategoryEntry, NewsDoc } from './types'

// From the stored documents, read in every locale at once, to what the site shows in one locale.

function inLocale<T>(value: InAllLocales<T> | undefined, locale: Locale): T | null {
  return value?.[locale] ?? value?.[defaultLocale] ?? null
}

function everyLocale<T>(value: InAllLocales<T>, fallback: T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, inLocale(value, locale) ?? fallback])) as Record<Locale, T>
}

export function toCategoryEntry(doc: CategoryDoc): NewsCategoryEntry {
  return { id: doc.id, slug: everyLocale(doc.slug, String(doc.id)), name: everyLocale(doc.name, '') }
}

function toCover(media: NewsDoc['cover'], locale: Locale, fallbackAlt: string): CoverImage | null {
  if (!media || typeof media !== 'object' || !media.filename || !media.width || !media.height) return null
  const presets = presetSources(media.id, media.sizes)
  const original = assetPath(media.id)
  // The original only where it is wider than every preset: a hero as wide is the same image in WebP.
  const widestPreset = presets.at(-1)?.width ?? 0
  return {
    url: original,
    width: media.width,
    height: media.height,
    alt: inLocale(media.alt, locale) ?? fallbackAlt,
    sources: widestPreset >= media.width ? presets : [...presets, { url: original, width: media.width }],
    focalPoint: focalPosition(media),
  }
}

/**
 * The language an item is shown in for a locale: its own text there, else the language the locale falls
 * back to (the market's own, on its English pages), else none: the item is not offered in that locale.
 */
function shownLanguage(slug: InAllLocales<string>, locale: Locale, fallback: Locale | null): Locale | null {
  if (slug[locale]) return locale
  return fallback && slug[fallback] ? fallback : null
}

/** An item's address slug in each of the market's locales in which it is offered. */
export function slugsIn(
  slug: InAllLocales<string>,
  marketLocales: readonly Locale[],
  fallbackFor: (locale: Locale) => Locale | null,
): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    marketLocales.flatMap((locale) => {
      const language = shownLanguage(slug, locale, fallbackFor(locale))
      return language ? [[locale, slug[language]]] : []
    }),
  )
}

export function toCard(doc: NewsDoc, locale: Locale, fallback: Locale | null): NewsCard | null {
  const language = shownLanguage(doc.slug, locale, fallback)
  if (!language) return null
  const slug = doc.slug[language]
  const title = doc.title[language]
  if (!slug || !title) return null
  return {
    id: doc.id,
    language,
    title,
    slug,
    excerpt: doc.excerpt?.[language] ?? null,
    type: doc.type,
    publishedAt: doc.publishedAt,
    event:
      doc.type === 'event' && doc.eventStart
        ? { start: doc.eventStart, end: doc.eventEnd ?? null, place: doc.place?.[language] ?? null }
        : null,
    categories: (doc.categories ?? []).flatMap((category) => {
      if (typeof category !== 'object') return []
      const entry = toCategoryEntry(category)
      return [{ id: entry.id, slug: entry.slug[locale], name: entry.name[locale] }]
    }),
    cover: toCover(doc.cover, locale, title),
  }
}
