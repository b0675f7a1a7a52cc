import type { Locale } from './locales'

/**
 * The query marker on the language switcher's links. A request carrying it is the visitor choosing a
 * language: the proxy stores the choice in the locale cookie and redirects to the address without it.
 * Plain page views never set a cookie, so a shared cache may hold them.
 */
export const languageChoiceParam = 'language'

/** The switcher's link to `href` (a page in `locale`) that also stores the choice. */
export function withLanguageChoice(href: string, locale: Locale): string {
  const [path, hash] = href.split('#', 2)
  const separator = path?.includes('?') ? '&' : '?'
  return `${path}${separator}${languageChoiceParam}=${locale}${hash === undefined ? '' : `#${hash}`}`
}
