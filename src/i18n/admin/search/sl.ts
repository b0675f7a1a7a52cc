/** The admin's labels of the site search's collections and fields in Slovenian, part of `sl.ts`. */
export const slSearch = {
  'collection.search-synonyms': 'Sopomenke iskanja',
  'collections.search-synonyms': 'Sopomenke iskanja',
  'collection.search-misses': 'Iskanje brez rezultatov ali klika',
  'collections.search-misses': 'Iskanja brez rezultatov ali klika',
  'field.search-misses.count': 'Brez rezultatov',
  'field.withResults': 'Z rezultati',
  'field.clicks': 'Odprti rezultati',
  'field.withoutClick': 'Brez klika',
  'field.headings': 'Naslovi razdelkov',
  'field.query': 'Poizvedba',
  'field.count': 'Število',
  'field.day': 'Dan',
  'field.terms': 'Izrazi z istim pomenom',
} as const
