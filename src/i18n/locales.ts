export const locales = ['hr', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'hr'

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
}

/** Public path of an internal path in a locale: the default locale has no prefix. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}
