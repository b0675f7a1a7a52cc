import { defineRouting } from 'next-intl/routing'
import { currentMarket } from '@/markets'
import { defaultLocale, locales } from './locales'
import { newsItemPathname, pathnameIn, screenPathnames } from './screens'

const fixedPathnames = Object.fromEntries(
  [...Object.values(screenPathnames), newsItemPathname].map((entry) => [
    entry.internal,
    Object.fromEntries(locales.map((locale) => [locale, pathnameIn(entry, locale)])),
  ]),
) as Record<
  (typeof screenPathnames)[keyof typeof screenPathnames]['internal'] | typeof newsItemPathname.internal,
  { hr: string; en: string }
>

const market = currentMarket()

/** The cookie that remembers the last locale visited (listed in the cookie policy). */
export const localeCookie = { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 }

export const routing = defineRouting({
  locales: locales.filter((locale) => market.locales.includes(locale)),
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  // Alternate links are written per page (CMS pages have translated slugs the proxy cannot know).
  alternateLinks: false,
  localeCookie,
  pathnames: fixedPathnames,
})
