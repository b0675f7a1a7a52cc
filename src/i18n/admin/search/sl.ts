/** The admin's labels of the site search's collections and fields in Slovenian, part of `sl.ts`. */
export const slSearch = {
  'collection.search-synonyms': 'Sopomenke iskanja',
  'collections.search-synonyms': 'Sopomenke iskanja',
  'collection.search-misses': 'Iskanje brez rezultatov',
  'collections.search-misses': 'Iskanja brez rezultatov',
  'field.headings': 'Naslovi razdelkov',
  'field.query': 'Poizvedba',
  'field.count': 'Število',
  'field.day': 'Dan',
  'field.terms': 'Izrazi z istim pomenom',
} as const
