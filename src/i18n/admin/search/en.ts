/** The admin's labels of the site search's collections and fields in English, part of `en.ts`. */
export const enSearch = {
  'collection.search-synonyms': 'Search synonyms',
  'collections.search-synonyms': 'Search synonyms',
  'collection.search-misses': 'Search without result or click',
  'collections.search-misses': 'Searches without result or click',
  'field.search-misses.count': 'Without result',
  'field.withResults': 'With results',
  'field.clicks': 'Results opened',
  'field.withoutClick': 'Without click',
  'field.headings': 'Headings',
  'field.query': 'Query',
  'field.count': 'Count',
  'field.day': 'Day',
  'field.terms': 'Terms of the same meaning',
} as const
