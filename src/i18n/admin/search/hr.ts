/** The admin's labels of the site search's collections and fields in Croatian, part of `hr.ts`. */
export const hrSearch = {
  'collection.search-synonyms': 'Sinonimi pretrage',
  'collections.search-synonyms': 'Sinonimi pretrage',
  'collection.search-misses': 'Pretraga bez rezultata ili klika',
  'collections.search-misses': 'Pretrage bez rezultata ili klika',
  'field.search-misses.count': 'Bez rezultata',
  'field.withResults': 'S rezultatima',
  'field.clicks': 'Otvoreni rezultati',
  'field.withoutClick': 'Bez klika',
  'field.headings': 'Naslovi odlomaka',
  'field.query': 'Upit',
  'field.count': 'Broj',
  'field.day': 'Dan',
  'field.terms': 'Pojmovi istog značenja',
} as const
