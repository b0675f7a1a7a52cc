import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentFallbacks, isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import {
  jobPostingPathname,
  newsItemPathname,
  pathnameIn,
  screenKeys,
  screenPathnames,
  searchPathname,
} from '@/i18n/screens'

describe('localized paths', () => {
  it('Croatian paths have no prefix', () => {
    expect(localizedPath('hr', '/o-nama')).toBe('/o-nama')
    expect(localizedPath('hr', '/')).toBe('/')
  })

  it('English paths are under /en', () => {
    expect(localizedPath('en', '/about-us')).toBe('/en/about-us')
    expect(localizedPath('en', '/')).toBe('/en')
  })

  it('Slovenian and Bosnian, the default locales of slo and bih, have no prefix either', () => {
    expect(localizedPath('sl', '/storitve/registracije')).toBe('/storitve/registracije')
    expect(localizedPath('bs', '/o-nama')).toBe('/o-nama')
  })

  it('knows only the configured locales', () => {
    for (const locale of ['hr', 'en', 'sl', 'bs']) expect(isLocale(locale)).toBe(true)
    expect(isLocale('de')).toBe(false)
  })

  it('lets Slovenian and Bosnian content fall back to Croatian, then English', () => {
    expect(contentFallbacks).toEqual({ hr: [], en: [], sl: ['hr', 'en'], bs: ['hr', 'en'] })
  })
})

describe('the route table of the spec', () => {
  const expected: Record<string, [string, string]> = {
    home: ['/', '/'],
    file: ['/file', '/file'],
    careers: ['/karijere', '/karijere'],
    news: ['/novosti-i-dogadanja', '/news-and-events'],
    about: ['/o-nama', '/about-us'],
    companyInformation: ['/o-nama/podaci-o-tvrtki', '/about-us/company-information'],
    videoSurveillance: ['/obavijest-o-videonadzoru', '/notice-of-video-surveillance'],
    cookiePolicy: ['/pravila-kolacica', '/cookie-policy'],
    privacyPolicy: ['/pravila-privatnosti', '/privacy-policy'],
    reportingSideEffects: ['/prijavljivanje-nuspojava', '/reporting-side-effects'],
    termsOfUse: ['/uvjeti-koristenja', '/terms-of-use'],
    accessibilityStatement: ['/izjava-o-pristupacnosti', '/accessibility-statement'],
  }

  it('has every fixed screen with its Croatian and English path', () => {
    expect(screenKeys.sort()).toEqual(Object.keys(expected).sort())
    for (const [screen, [hr, en]] of Object.entries(expected)) {
      const entry = screenPathnames[screen as keyof typeof screenPathnames]
      expect([entry.internal, entry.en]).toEqual([hr, en])
    }
  })

  it('has a Slovenian path for every fixed screen; Bosnian uses the Croatian ones', () => {
    expect(screenPathnames.companyInformation.sl).toBe('/o-nas/podatki-o-podjetju')
    for (const screen of screenKeys) {
      expect(pathnameIn(screenPathnames[screen], 'sl'), screen).toBe(screenPathnames[screen].sl)
      expect(pathnameIn(screenPathnames[screen], 'bs'), screen).toBe(screenPathnames[screen].internal)
    }
  })

  it('has the search results at /pretraga, /iskanje (Slovenian) and /en/search', () => {
    expect(searchPathname).toEqual({ internal: '/pretraga', en: '/search', sl: '/iskanje' })
  })

  it('has the news detail route with its slug parameter', () => {
    expect(newsItemPathname).toEqual({
      internal: '/novosti-i-dogadanja/[slug]',
      en: '/news-and-events/[slug]',
      sl: '/novice-in-dogodki/[slug]',
    })
  })
})

describe('the route table and the app folders', () => {
  const localeRoot = 'src/app/(frontend)/[market]/[locale]'
  const pageFolders = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.posix.join(folder, entry.name)
      if (entry.isDirectory()) return pageFolders(full)
      return entry.name === 'page.tsx' ? [path.posix.dirname(full).slice(localeRoot.length) || '/'] : []
    })
  // Routes that are not fixed screens: the CMS pages' catch-all, the news list's statically generated views and
  // the status screens that the production server sends for failed pages (reached only through its request) and
  // the search's cached results (the proxy rewrites a repeated query there, features/search/resultsAddress.ts).
  const notInTable = [
    '/[...path]',
    '/novosti-i-dogadanja/popis/[category]/[page]',
    '/status-screen/[kind]',
    '/pretraga/rezultati/[query]/[kind]/[page]',
  ]

  it('has one route folder, named by its Croatian path, for every fixed screen, the news item, the job posting and the search, and no other', () => {
    const tablePaths = [
      ...screenKeys.map((screen) => screenPathnames[screen].internal),
      newsItemPathname.internal,
      jobPostingPathname.internal,
      searchPathname.internal,
    ]
    expect(pageFolders(localeRoot).sort()).toEqual([...tablePaths, ...notInTable].sort())
  })
})
