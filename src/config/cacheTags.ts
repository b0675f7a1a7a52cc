/** Cache tags of CMS data: a fetch is tagged with one, a Payload hook clears it on change. */
export const cacheTags = {
  pages: 'cms:pages',
  screens: 'cms:screens',
  news: 'cms:news',
  newsCategories: 'cms:news-categories',
  navigation: 'cms:navigation',
  siteSettings: 'cms:site-settings',
  redirects: 'cms:redirects',
  media: 'cms:media',
  documents: 'cms:documents',
  locations: 'cms:locations',
  history: 'cms:history',
  certificates: 'cms:certificates',
  memberships: 'cms:memberships',
  distributors: 'cms:distributors',
  companyInformation: 'cms:company-information',
  contactDirectory: 'cms:contact-directory',
  jobPostings: 'cms:job-postings',
  /** The site search's index and synonyms: the results pages are cached until a publish or a synonym changes it. */
  search: 'cms:search',
} as const

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags]
