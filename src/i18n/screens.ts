import type { Locale } from './locales'

/**
 * The fixed screens of the spec's route table: internal (Croatian) pathname and its form in
 * every other locale (Bosnian paths are the Croatian ones). This is the one table the router, the
 * links and the CMS read.
 */
export const screenPathnames = {
  home: { internal: '/', en: '/', sl: '/' },
  file: { internal: '/file', en: '/file', sl: '/file' },
  careers: { internal: '/karijere', en: '/karijere', sl: '/kariera' },
  news: { internal: '/novosti-i-dogadanja', en: '/news-and-events', sl: '/novice-in-dogodki' },
  about: { internal: '/o-nama', en: '/about-us', sl: '/o-nas' },
  companyInformation: {
    internal: '/o-nama/podaci-o-tvrtki',
    en: '/about-us/company-information',
    sl: '/o-nas/podatki-o-podjetju',
  },
  videoSurveillance: {
    internal: '/obavijest-o-videonadzoru',
    en: '/notice-of-video-surveillance',
    sl: '/obvestilo-o-videonadzoru',
  },
  cookiePolicy: { internal: '/pravila-kolacica', en: '/cookie-policy', sl: '/politika-piskotkov' },
  privacyPolicy: { internal: '/pravila-privatnosti', en: '/privacy-policy', sl: '/politika-zasebnosti' },
  reportingSideEffects: {
    internal: '/prijavljivanje-nuspojava',
    en: '/reporting-side-effects',
    sl: '/porocanje-o-nezelenih-ucinkih',
  },
  termsOfUse: { internal: '/uvjeti-koristenja', en: '/terms-of-use', sl: '/pogoji-uporabe' },
  accessibilityStatement: {
    internal: '/izjava-o-pristupacnosti',
    en: '/accessibility-statement',
    sl: '/izjava-o-dostopnosti',
  },
} as const satisfies Record<string, { internal: string } & Partial<Record<Exclude<Locale, 'hr'>, string>>>

export type ScreenKey = keyof typeof screenPathnames

export const screenKeys = Object.keys(screenPathnames) as ScreenKey[]

export const newsItemPathname = {
  internal: '/novosti-i-dogadanja/[slug]',
  en: '/news-and-events/[slug]',
  sl: '/novice-in-dogodki/[slug]',
} as const

/** A job posting's page, under the careers screen. */
export const jobPostingPathname = {
  internal: '/karijere/[slug]',
  en: '/karijere/[slug]',
  sl: '/kariera/[slug]',
} as const

/** The site search's results (query in `q`): not a CMS screen, and not in the sitemap. */
export const searchPathname = { internal: '/pretraga', en: '/search', sl: '/iskanje' } as const

type PathnameEntry = { internal: string } & Partial<Record<Exclude<Locale, 'hr'>, string>>

/** A route's pathname in a locale, before the locale prefix: the internal pathname is the Croatian one. */
export function pathnameIn(entry: PathnameEntry, locale: Locale): string {
  return locale === 'hr' ? entry.internal : (entry[locale] ?? entry.internal)
}

export function isScreenKey(value: string): value is ScreenKey {
  return value in screenPathnames
}
