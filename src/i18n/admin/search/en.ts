/** The admin's labels of the site search's collections and fields in English, part of `en.ts`. */
export const enSearch = {
  'collection.search-synonyms': 'Search synonyms',
  'collections.search-synonyms': 'Search synonyms',
  'collection.search-misses': 'Search without results',
  'collections.search-misses': 'Searches without results',
  'field.headings': 'Headings',
  'field.query': 'Query',
  'field.count': 'Count',
  'field.day': 'Day',
  'field.terms': 'Terms of the same meaning',
} as const
