import { describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { normalizeSearchText } from '@/i18n/searchText'
import { allowedEdits, stemOf, withinEdits, wordsOf } from '@/lib/search/analysis'
import { querySlots } from '@/lib/search/querySlots'
import { TextIndex } from '@/lib/search/textIndex'

/** Whether two forms, as a visitor types them, fall to one stem in a language. */
const sameStem = (locale: Locale, a: string, b: string) => {
  const [first, second] = [wordsOf(a)[0] ?? '', wordsOf(b)[0] ?? '']
  return stemOf(first, locale) === stemOf(second, locale)
}

describe('the language analysis of the site search', () => {
  it('finds a Croatian word in another case, as the site writes it', () => {
    // "Stomatološki dani u Rijeci", "distribucijski centar u Dugopolju", "u ljekarni".
    expect(sameStem('hr', 'rijeka', 'Rijeci')).toBe(true)
    expect(sameStem('hr', 'dugopolje', 'Dugopolju')).toBe(true)
    expect(sameStem('hr', 'ljekarna', 'ljekarni')).toBe(true)
    expect(sameStem('hr', 'distribucijski', 'distribucijskog')).toBe(true)
    expect(sameStem('hr', 'kolačići', 'kolačića')).toBe(true)
    expect(sameStem('hr', 'centar', 'centru')).toBe(true)
  })

  it('finds a Slovenian word in another case', () => {
    // "Delavnica: hladna veriga v lekarni", "v Dugopolju".
    expect(sameStem('sl', 'lekarna', 'lekarni')).toBe(true)
    expect(sameStem('sl', 'veriga', 'verigo')).toBe(true)
    expect(sameStem('sl', 'Dugopolje', 'Dugopolju')).toBe(true)
  })

  it('finds a Bosnian word in another case, with or without diacritics', () => {
    expect(sameStem('bs', 'događaji', 'dogadjaja')).toBe(true)
    expect(sameStem('bs', 'nuspojava', 'nuspojave')).toBe(true)
    expect(sameStem('bs', 'apoteka', 'apoteci')).toBe(true)
  })

  it('finds an English word in another form', () => {
    expect(sameStem('en', 'cookie', 'cookies')).toBe(true)
    expect(sameStem('en', 'event', 'events')).toBe(true)
    expect(sameStem('en', 'distribution centre', 'centres')).toBe(false)
    expect(sameStem('en', 'centre', 'centres')).toBe(true)
  })

  it('keeps different words apart', () => {
    expect(sameStem('hr', 'rijeka', 'ruka')).toBe(false)
    expect(sameStem('hr', 'ljekarna', 'lijek')).toBe(false)
  })

  it('lets a word of five letters or more have one typo, and one of seven or more two', () => {
    expect(allowedEdits('lijek')).toBe(1)
    expect(allowedEdits('lijk')).toBe(0)
    expect(allowedEdits('cetafil')).toBe(2)
    expect(withinEdits('galdrema', 'galderma', 1)).toBe(true) // two letters swapped
    expect(withinEdits('cetafil', 'cetaphil', 2)).toBe(true)
    expect(withinEdits('dayong', 'daylong', 1)).toBe(true) // a letter missing
    expect(withinEdits('vetarina', 'veterina', 1)).toBe(true) // a letter wrong
    expect(withinEdits('veterina', 'vitamini', 2)).toBe(false)
  })
})

describe('the index of one market and language', () => {
  const documents = [
    { id: 1, title: 'Stomatološki dani u Rijeci', text: 'Predavanja i radionice za stomatologe.' },
    { id: 2, title: 'Otvoren novi distribucijski centar u Dugopolju', text: 'Skladište za južnu Hrvatsku.' },
    { id: 3, title: 'Novosti i događanja', text: 'Sajmovi, kongresi i događanja.' },
    { id: 4, title: 'Cetaphil', headings: 'Njega osjetljive kože', text: 'Cetaphil čisti nježno.' },
    { id: 5, title: 'Galderma', text: 'Dermatološki proizvodi.' },
    { id: 6, title: 'Pravila kolačića', text: 'Koje kolačiće koristimo.' },
    { id: 7, title: 'Dermatologija', text: 'Proizvodi tvrtke Galderma za kožu.' },
  ]
  /** A new index of the documents: a test that changes it works on its own, whatever ran before. */
  const indexOfDocuments = () => {
    const index = new TextIndex('hr')
    for (const { id, title, headings = '', text } of documents) {
      index.add({
        id,
        title: normalizeSearchText(title),
        headings: normalizeSearchText(headings),
        text: normalizeSearchText(`${title} ${text}`),
        expiresAt: null,
      })
    }
    return index
  }
  const index = indexOfDocuments()
  const search = (within: TextIndex, query: string) =>
    within.search(querySlots(query, 'hr', []), 0).map((entry) => entry.id)
  const found = (query: string) => search(index, query)

  it('finds inflected forms of the query', () => {
    expect(found('rijeka')).toEqual([1])
    expect(found('dugopolje')).toEqual([2])
    expect(found('događaj')).toEqual([3])
    expect(found('dani u rijeci')).toEqual([1])
  })

  it('finds a word with one typo, after what matches exactly', () => {
    expect(found('cetafil')).toEqual([4])
    expect(found('galdrema')).toEqual([5, 7])
  })

  it('ranks the title above headings above the text', () => {
    expect(found('galderma')).toEqual([5, 7])
    // Doc 4 has `kože` in a heading, doc 7 `kožu` in its text.
    expect(found('koža')).toEqual([4, 7])
  })

  it('lets a synonym stand for a word of the query', () => {
    const slots = querySlots('cookies', 'hr', [['kolačići', 'cookies']])
    expect(index.search(slots, 0).map((entry) => entry.id)).toEqual([6])
  })

  it('forgets a removed document', () => {
    const changed = indexOfDocuments()
    changed.remove(5)
    expect(search(changed, 'galderma')).toEqual([7])
  })
})
