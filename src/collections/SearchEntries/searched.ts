/**
 * The collections the site search finds: pages (services, departments, brands…), fixed screens, news, job
 * postings and downloadable documents.
 */
export const searchedCollections = ['pages', 'screens', 'news', 'job-postings', 'documents'] as const
export type SearchedCollection = (typeof searchedCollections)[number]

/** Documents have no drafts: each one saved is public. */
export const hasDrafts = (collection: SearchedCollection) => collection !== 'documents'
