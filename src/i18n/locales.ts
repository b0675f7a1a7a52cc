export const locales = ['hr', 'en', 'sl', 'bs'] as const
export type Locale = (typeof locales)[number]

/** The CMS's default locale and the language of internal pathnames. */
export const defaultLocale: Locale = 'hr'

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
}

/**
 * Where a locale's missing content comes from in the admin and the API (Payload's fallback chain):
 * Slovenian and Bosnian fall back to Croatian, then English. Public pages never fall back: they read
 * with `fallbackLocale: false` (lib/cms), so what has no text in the visitor's language is not offered.
 */
export const contentFallbacks: Record<Locale, readonly Locale[]> = {
  hr: [],
  en: [],
  sl: ['hr', 'en'],
  bs: ['hr', 'en'],
}
