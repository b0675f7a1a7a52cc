import { describe, expect, it } from 'vitest'
import { localizedPath, newsItemHref, screenHref } from '@/i18n/paths'
import { newsItemAlternates, pageAlternates, screenAlternates } from '@/lib/seo/alternates'
import { marketRules } from '@/markets'

const { cro, slo, bih } = marketRules

describe('addresses of a page in every locale', () => {
  it('gives a fixed screen its translated path, with the prefix only for English', () => {
    expect(screenHref('home', 'hr')).toBe('/')
    expect(screenHref('home', 'en')).toBe('/en')
    expect(screenAlternates('companyInformation', cro)).toEqual({
      hr: '/o-nama/podaci-o-tvrtki',
      en: '/en/about-us/company-information',
    })
    expect(screenHref('careers', 'en')).toBe('/en/karijere')
  })

  it('gives each market its own locales: Slovenian paths on slo, the Croatian paths in Bosnian on bih', () => {
    expect(screenAlternates('companyInformation', slo)).toEqual({
      sl: '/o-nas/podatki-o-podjetju',
      en: '/en/about-us/company-information',
    })
    expect(screenAlternates('about', bih)).toEqual({ bs: '/o-nama', en: '/en/about-us' })
    expect(screenHref('home', 'sl')).toBe('/')
    expect(localizedPath('bs', '/nase-usluge/registracije')).toBe('/nase-usluge/registracije')
  })

  it('gives a news item its slug in each locale', () => {
    expect(newsItemAlternates({ hr: 'novi-centar', en: 'new-centre' }, cro)).toEqual({
      hr: '/novosti-i-dogadanja/novi-centar',
      en: '/en/news-and-events/new-centre',
    })
    expect(newsItemAlternates({ hr: 'novi-centar', sl: 'novi-center', en: 'new-centre' }, slo)).toEqual({
      sl: '/novice-in-dogodki/novi-center',
      en: '/en/news-and-events/new-centre',
    })
    expect(newsItemHref('a b', 'en')).toBe('/en/news-and-events/a%20b')
  })

  it('gives a CMS page only the locales of the market in which it has a path', () => {
    expect(pageAlternates({ hr: '/sluzbe/veterina', en: '/departments/animal-health' }, cro)).toEqual({
      hr: '/sluzbe/veterina',
      en: '/en/departments/animal-health',
    })
    expect(pageAlternates({ hr: '/samo-hrvatski' }, cro)).toEqual({ hr: '/samo-hrvatski' })
    expect(pageAlternates({ hr: '/sluzbe/veterina', sl: '/oddelki/veterina' }, slo)).toEqual({
      sl: '/oddelki/veterina',
    })
  })
})
