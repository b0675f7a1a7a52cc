import { describe, expect, it } from 'vitest'
import { excerptOf, highlightSegments } from '@/features/search/highlight'
import { normalizeSearchText, normalizeWithOrigins } from '@/i18n/searchText'

describe('search text normalisation', () => {
  it('ignores case', () => {
    expect(normalizeSearchText('Kliničke STUDIJE')).toBe('klinicke studije')
  })

  it('folds each of the five diacritics of Croatian, Slovenian and Bosnian, in both cases', () => {
    expect(normalizeSearchText('č ć š ž đ')).toBe('c c s z d')
    expect(normalizeSearchText('Č Ć Š Ž Đ')).toBe('c c s z d')
  })

  it('matches đ with both d and dj', () => {
    const event = normalizeSearchText('Događaj')
    expect(normalizeSearchText('dogadaj')).toBe(event)
    expect(normalizeSearchText('DOGADJAJ')).toBe(event)
    expect(normalizeSearchText('kolacici')).toBe(normalizeSearchText('kolačići'))
  })

  it('keeps where each normalised character came from, so a match can be highlighted in the original', () => {
    const original = 'Novosti i događanja'
    const { text, origins } = normalizeWithOrigins(original)
    const start = text.indexOf('dogadanja')
    const end = start + 'dogadanja'.length
    expect(original.slice(origins[start], (origins[end - 1] ?? 0) + 1)).toBe('događanja')
    expect(normalizeWithOrigins('Medjunarodni').origins).toEqual([0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11])
  })
})

describe('search highlighting', () => {
  it('marks each match in the original spelling, whatever the diacritics and case', () => {
    expect(highlightSegments('Novi događaj: Kolačići', new Set(['dogadaj', 'kolacici']))).toEqual([
      { text: 'Novi ', match: false },
      { text: 'događaj', match: true },
      { text: ': ', match: false },
      { text: 'Kolačići', match: true },
    ])
    expect(highlightSegments('Međunarodni dan', new Set(['medunarodni']))[0]).toEqual({
      text: 'Međunarodni',
      match: true,
    })
  })

  it('marks whole words only, not a word that merely contains a matched one', () => {
    expect(highlightSegments('Dani u Rijeci, rijekama', new Set(['rijeci']))).toEqual([
      { text: 'Dani u ', match: false },
      { text: 'Rijeci', match: true },
      { text: ', rijekama', match: false },
    ])
  })

  it('cuts a long sentence around its first match, at word boundaries', () => {
    const text = `${'uvod '.repeat(60)}skladištenje i transport ${'kraj '.repeat(60)}`
    const excerpt = excerptOf(text, new Set(['skladistenje']), 100)
    expect(excerpt).toMatch(/^… (uvod )+skladištenje i transport (kraj )+…$/)
    expect(excerpt.length).toBeLessThanOrEqual(106)
  })
})

describe('search snippets', () => {
  // The cookie policy's text as the index keeps it: its heading and its paragraphs one a line.
  const cookiePolicy = [
    'Ova pravila opisuju kako koristimo kolačiće.',
    'Šta su kolačići',
    'Kolačići su male tekstualne datoteke. Preglednik ih sprema na vaš uređaj. Ne sadrže osobne podatke.',
  ].join('\n')

  it('shows the sentence with the most matched words, never a heading run into the next sentence', () => {
    const excerpt = excerptOf(cookiePolicy, new Set(['datoteke', 'tekstualne']))
    expect(excerpt).toBe(
      'Kolačići su male tekstualne datoteke. Preglednik ih sprema na vaš uređaj. Ne sadrže osobne podatke.',
    )
    expect(excerptOf(cookiePolicy, new Set(['kolacici']))).not.toContain('Šta su kolačići Kolačići')
  })

  it('ends at a sentence boundary when the next sentence does not fit', () => {
    expect(excerptOf(cookiePolicy, new Set(['preglednik']), 60)).toBe('Preglednik ih sprema na vaš uređaj.')
  })

  it('shows the first sentence when only the title matched', () => {
    expect(excerptOf(cookiePolicy, new Set(['pravila']))).toBe('Ova pravila opisuju kako koristimo kolačiće.')
    expect(excerptOf(cookiePolicy, new Set(['nista']))).toBe('Ova pravila opisuju kako koristimo kolačiće.')
  })
})
