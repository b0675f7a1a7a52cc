import { defineRouting } from 'next-intl/routing'
import { currentMarket } from '@/markets'
import { defaultLocale, locales } from './locales'
import { newsItemPathname, screenPathnames } from './screens'

type PathnameEntry = { internal: string; en: string }

function toPathname({ internal, en }: PathnameEntry) {
  return { hr: internal, en }
}

const fixedPathnames = Object.fromEntries(
  [...Object.values(screenPathnames), newsItemPathname].map((entry) => [entry.internal, toPathname(entry)]),
) as Record<
  (typeof screenPathnames)[keyof typeof screenPathnames]['internal'] | typeof newsItemPathname.internal,
  { hr: string; en: string }
>

const market = currentMarket()

export const routing = defineRouting({
  locales: locales.filter((locale) => market.locales.includes(locale)),
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  // Alternate links are written per page (CMS pages have translated slugs the proxy cannot know).
  alternateLinks: false,
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 },
  pathnames: fixedPathnames,
})
