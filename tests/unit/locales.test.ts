import { describe, expect, it } from 'vitest'
import { isLocale, localizedPath } from '@/i18n/locales'
import { newsItemPathname, screenKeys, screenPathnames } from '@/i18n/screens'

describe('localized paths', () => {
  it('Croatian paths have no prefix', () => {
    expect(localizedPath('hr', '/o-nama')).toBe('/o-nama')
    expect(localizedPath('hr', '/')).toBe('/')
  })

  it('English paths are under /en', () => {
    expect(localizedPath('en', '/about-us')).toBe('/en/about-us')
    expect(localizedPath('en', '/')).toBe('/en')
  })

  it('knows only the configured locales', () => {
    expect(isLocale('hr')).toBe(true)
    expect(isLocale('en')).toBe(true)
    expect(isLocale('de')).toBe(false)
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
  }

  it('has every fixed screen with its Croatian and English path', () => {
    expect(screenKeys.sort()).toEqual(Object.keys(expected).sort())
    for (const [screen, [hr, en]] of Object.entries(expected)) {
      const entry = screenPathnames[screen as keyof typeof screenPathnames]
      expect([entry.internal, entry.en]).toEqual([hr, en])
    }
  })

  it('has the news detail route with its slug parameter', () => {
    expect(newsItemPathname).toEqual({ internal: '/novosti-i-dogadanja/[slug]', en: '/news-and-events/[slug]' })
  })
})
