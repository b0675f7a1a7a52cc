import { searchResultsRoute } from '@/features/search/searchRoute'

// A query's results: the proxy rewrites `/pretraga?q=…&kind=…&page=…` here, each a page of its own in Next's cache.
export const generateStaticParams = searchResultsRoute.generateStaticParams
export const generateMetadata = searchResultsRoute.generateMetadata
export default searchResultsRoute.Page
