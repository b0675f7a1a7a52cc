export const locales = ['hr', 'en', 'sl', 'bs'] as const
export type Locale = (typeof locales)[number]

/** The CMS's default locale and the language of internal pathnames. */
export const defaultLocale: Locale = 'hr'

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
}

/**
 * Where a locale's missing content comes from (Payload's fallback chain): Slovenian and Bosnian fall
 * back to Croatian, then English. Croatian and English are always written in full.
 */
export const contentFallbacks: Record<Locale, readonly Locale[]> = {
  hr: [],
  en: [],
  sl: ['hr', 'en'],
  bs: ['hr', 'en'],
}

/** Payload's `fallbackLocale` option for a read in this locale. */
export function fallbackOption(locale: Locale): Locale[] | false {
  const chain = contentFallbacks[locale]
  return chain.length > 0 ? [...chain] : false
}
