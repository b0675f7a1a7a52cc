import { describe, expect, it } from 'vitest'
import { newsItemAlternates, newsItemHref, pageAlternates, screenAlternates, screenHref } from '@/lib/seo/alternates'

describe('addresses of a page in every locale', () => {
  it('gives a fixed screen its translated path, with the prefix only for English', () => {
    expect(screenHref('home', 'hr')).toBe('/')
    expect(screenHref('home', 'en')).toBe('/en')
    expect(screenAlternates('companyInformation')).toEqual({
      hr: '/o-nama/podaci-o-tvrtki',
      en: '/en/about-us/company-information',
    })
    expect(screenHref('careers', 'en')).toBe('/en/karijere')
  })

  it('gives a news item its slug in each locale', () => {
    expect(newsItemAlternates({ hr: 'novi-centar', en: 'new-centre' })).toEqual({
      hr: '/novosti-i-dogadanja/novi-centar',
      en: '/en/news-and-events/new-centre',
    })
    expect(newsItemHref('a b', 'en')).toBe('/en/news-and-events/a%20b')
  })

  it('gives a CMS page only the locales in which it has a path', () => {
    expect(pageAlternates({ hr: '/sluzbe/veterina', en: '/departments/animal-health' })).toEqual({
      hr: '/sluzbe/veterina',
      en: '/en/departments/animal-health',
    })
    expect(pageAlternates({ hr: '/samo-hrvatski' })).toEqual({ hr: '/samo-hrvatski' })
  })
})
