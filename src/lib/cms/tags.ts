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
} as const

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags]
